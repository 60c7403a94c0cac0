// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/views/app/chunkTimeout';
import { lazyPage, preloadPage } from '../../../src/views/app/lazyPage';
import { setupI18n } from '../components/render';

const RELOAD = 'Request failed, click to reload';
const pageModule = { default: () => <p>market page</p> };

describe('lazyPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows "request failed, click to reload" when the chunk takes longer than 120 000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const Page = lazyPage(() => new Promise(() => {}));
    render(<Page />);
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByText(RELOAD)).toBeNull();
    expect(screen.getByText('Loading…')).toBeTruthy();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: RELOAD })).toBeTruthy();
  });

  it('shows the reload message when the chunk fails, and the retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const Page = lazyPage(() => (++attempts === 1 ? Promise.reject(new Error('chunk 404')) : Promise.resolve(pageModule)));
    render(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: RELOAD }));
    await screen.findByText('market page');
    expect(attempts).toBe(2);
  });

  it('renders the page when the chunk arrives in time', async () => {
    const Page = lazyPage(() => Promise.resolve(pageModule));
    render(<Page />);
    await screen.findByText('market page');
  });

  it('renders a page loaded ahead with preloadPage on its first render, never showing the loading state', async () => {
    let attempts = 0;
    const Page = lazyPage(() => {
      attempts++;
      return Promise.resolve(pageModule);
    });
    await preloadPage(Page);
    render(<Page />);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByText('market page')).toBeTruthy();
    expect(attempts).toBe(1);
  });
});
