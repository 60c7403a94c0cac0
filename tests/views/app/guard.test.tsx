// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../src/api/storage';
import { setupI18n } from '../components/render';
import { TEST_ROUTES } from '../components/test-routes';
import { renderApp } from './renderApp';

vi.mock('../../../src/streams', () => import('../components/streams-double'));
vi.mock('../../../src/api/common', () => import('../components/api-double'));

const open = (path: string) => renderApp(TEST_ROUTES, path);

describe('route table guard', () => {
  beforeAll(setupI18n);
  beforeEach(() => clearToken());
  afterEach(cleanup);

  it('sends /mine/identity to /login?redirect=… without a token', async () => {
    const { app } = open('/mine/identity?step=2');
    await screen.findByText('login page');
    expect(screen.queryByText('identity page')).toBeNull();
    expect(app.location.pathname).toBe('/login');
    expect(new URLSearchParams(app.location.search).get('redirect')).toBe('/mine/identity?step=2');
  });

  it('never renders the guarded page, and replaces its history entry with /login', async () => {
    const identityRenders = vi.fn();
    const spied = TEST_ROUTES.map((route) =>
      route.requiresAuth ? { ...route, page: () => (identityRenders(), (<p>identity page</p>)) } : route,
    );
    const { app } = renderApp(spied, '/home');
    await screen.findByText('home page');
    await act(() => app.navigate('/mine/identity'));
    await screen.findByText('login page');
    expect(identityRenders).not.toHaveBeenCalled();
    await act(() => app.navigate(-1));
    await screen.findByText('home page');
  });

  it('opens /mine/identity with a token', async () => {
    setToken('token-1');
    const { app } = open('/mine/identity');
    await screen.findByText('identity page');
    expect(app.location.pathname).toBe('/mine/identity');
  });

  it('guards client-side navigations too, not only the first load', async () => {
    const { app } = open('/home');
    await screen.findByText('home page');
    await act(() => app.navigate('/mine/identity'));
    await screen.findByText('login page');
    expect(app.location.search).toBe('?redirect=%2Fmine%2Fidentity');
  });

  it('leaves routes without requiresAuth open', async () => {
    open('/market');
    await screen.findByText('market page');
  });

  it('redirects / to /home and shows the not-found page for unknown paths', async () => {
    const { app } = open('/');
    await screen.findByText('home page');
    expect(app.location.pathname).toBe('/home');
    await act(() => app.navigate('/nowhere'));
    await screen.findByText('This page does not exist or has moved.');
  });
});
