// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { reportError } from '../../../src/api/notify';
import { setToken } from '../../../src/api/storage';
import { renderApp } from '../app/renderApp';
import { setupI18n } from '../components/render';
import { statusFeed } from '../components/streams-double';
import { TEST_ROUTES } from '../components/test-routes';

vi.mock('../../../src/streams', () => import('../components/streams-double'));
vi.mock('../../../src/api/common', () => import('../components/api-double'));

const open = (path: string) => renderApp(TEST_ROUTES, path);
const pageClass = () => document.querySelector('.page')?.className;

describe('AppLayout', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    localStorage.clear();
    statusFeed.next('live');
  });
  afterEach(cleanup);

  it('links the tabs that have screens and shows the others disabled as coming soon', async () => {
    open('/home');
    await screen.findByText('home page');
    const nav = screen.getByRole('navigation', { name: 'Main sections' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/home', '/market']);
    const trade = screen.getByRole('button', { name: /Trade/ });
    expect(trade.getAttribute('aria-disabled')).toBe('true');
    expect(trade.textContent).toContain('Soon');
    expect(screen.getByRole('button', { name: /Options/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Assets/ })).toBeTruthy();
    fireEvent.click(trade);
    expect(await screen.findByText('Trade is coming soon')).toBeTruthy();
  });

  it('titles the page from translations and keeps the key in NAV_TITLE', async () => {
    const { app } = open('/market');
    await screen.findByText('market page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Markets');
    expect(localStorage.getItem('NAV_TITLE')).toBe('market.title');
    await act(() => app.navigate('/coinSearch'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(localStorage.getItem('NAV_TITLE')).toBe('market.search.title');
    await act(() => app.navigate('/nowhere'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(localStorage.getItem('NAV_TITLE')).toBe('layout.notFound.title');
  });

  it('slides by route index: forward to a higher index, back to a lower one', async () => {
    const { app } = open('/home');
    await screen.findByText('home page');
    expect(pageClass()).toContain('page--none');
    await act(() => app.navigate('/market'));
    expect(pageClass()).toContain('page--forward');
    await act(() => app.navigate('/home'));
    expect(pageClass()).toContain('page--back');
  });

  it('does not slide the first page in when / is replaced by /home', async () => {
    open('/');
    await screen.findByText('home page');
    expect(pageClass()).toContain('page--none');
  });

  it('shows a back button off the tabs only, and hides the tab bar there', async () => {
    const { app } = open('/home');
    await screen.findByText('home page');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await act(() => app.navigate('/coinSearch'));
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('home page');
  });

  it('goes to /login with a redirect back when the session expires, with the api toast', async () => {
    setToken('token-1');
    const { app } = open('/market');
    await screen.findByText('market page');
    act(() => reportError(new ApiError('http', 401, 401, '')));
    await screen.findByText('login page');
    expect(app.location.search).toBe('?redirect=%2Fmarket');
    expect(screen.getByText('Login status expired, please log in again!')).toBeTruthy();
  });

  it('shows the stream status', async () => {
    open('/home');
    await screen.findByText('home page');
    expect(screen.getByText('Live')).toBeTruthy();
    act(() => statusFeed.next('stale'));
    expect(screen.getByText('Delayed')).toBeTruthy();
    act(() => statusFeed.next('offline'));
    expect(screen.getByText('Reconnecting')).toBeTruthy();
  });

  it('shows no connection badge while no live view wants the socket (idle)', async () => {
    statusFeed.next('idle');
    open('/login');
    await screen.findByText('login page');
    expect(screen.queryByTitle('Live market data connection')).toBeNull();
    act(() => statusFeed.next('connecting'));
    expect(screen.getByTitle('Live market data connection').textContent).toBe('Connecting');
    act(() => statusFeed.next('idle'));
    expect(screen.queryByTitle('Live market data connection')).toBeNull();
  });
});
