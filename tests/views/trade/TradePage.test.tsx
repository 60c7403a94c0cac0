// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken, clearToken } from '../../../src/api/storage';
import { setupI18n } from '../components/render';
import { placeOrder$, resetApi } from './helpers/api-double';
import { ticker } from './helpers/fixtures';
import { depthFeed, resetFeeds, tickerFeed } from './helpers/streams-double';
import { recordToasts } from './helpers/toasts';
import { field, openTrade } from './helpers/trade-page';

vi.mock('../../../src/streams', () => import('./helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('./helpers/api-double'));
vi.mock('../../../src/api/spot', () => import('./helpers/api-double'));
vi.mock('../../../src/api/assets', () => import('./helpers/api-double'));
vi.mock('../../../src/api/contract', () => import('../../helpers/contract-api-double'));

describe('TradePage', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('shows Cycle disabled as coming soon; Futures is a live tab that opens the pair’s perpetual', async () => {
    const toasts = recordToasts();
    const { router } = await openTrade();
    const kinds = screen.getByRole('tablist', { name: 'Trading type' });
    expect(within(kinds).getByRole('tab', { name: 'Spot' }).getAttribute('aria-selected')).toBe('true');
    const cycle = within(kinds).getByRole('tab', { name: /Cycle/ });
    expect(cycle.getAttribute('aria-disabled')).toBe('true');
    expect(cycle.textContent).toContain('Soon');
    expect(within(kinds).queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(cycle);
    expect(toasts.list.map((t) => t.text)).toEqual(['Cycle trading is coming soon']);
    toasts.stop();
    const futures = within(kinds).getByRole('tab', { name: 'Futures' });
    expect(futures.getAttribute('aria-disabled')).toBeNull();
    act(() => {
      fireEvent.click(futures);
    });
    expect(router.state.location.search).toBe('?symbol=BTCUSDT-PERP');
  });

  it('signed out, the buy button leads to login and back to this trade', async () => {
    await openTrade('/trade?symbol=ETHUSDT&side=sell');
    const login = screen.getByRole('link', { name: 'Log in to sell ETH' });
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Ftrade%3Fsymbol%3DETHUSDT%26side%3Dsell');
    expect(screen.getByText('Log in to see and place your orders')).toBeTruthy();
    expect(placeOrder$).not.toHaveBeenCalled();
  });

  it('opens on the pair and side of the address', async () => {
    setToken('token-1');
    await openTrade('/trade?symbol=XRPUSDT&side=sell');
    expect(screen.getByRole('button', { name: 'Choose a trading pair, now XRP/USDT' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sell' }).getAttribute('aria-pressed')).toBe('true');
    expect(field('Price').value).toBe('0.5200');
  });

  it('shows syncing until the book is ready, then a tapped level fills the price', async () => {
    setToken('token-1');
    await openTrade();
    expect(screen.getByText('Syncing order book…')).toBeTruthy();
    act(() => {
      depthFeed('BTCUSDT').next({ ready: true, seq: 5, bids: [['63990.50', '1.2']], asks: [['64010.00', '0.3']] });
      tickerFeed('BTCUSDT').next(ticker('BTCUSDT', '64005.25', '1.5'));
    });
    expect(screen.queryByText('Syncing order book…')).toBeNull();
    expect(within(screen.getByLabelText('Last price')).getByText('64,005.25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use price 63,990.50' }));
    expect(field('Price').value).toBe('63990.50');
  });

  it('picks another pair from a searchable sheet', async () => {
    const { router } = await openTrade();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a trading pair, now BTC/USDT' }));
    const sheet = screen.getByRole('dialog', { name: 'Trading pairs' });
    expect(
      within(sheet)
        .getAllByRole('button', { name: /\/USDT/ })
        .map((b) => b.querySelector('strong')?.textContent),
    ).toEqual(['BTC/USDT', 'ETH/USDT', 'XRP/USDT', 'XAU/USDT']);
    fireEvent.change(within(sheet).getByRole('searchbox'), { target: { value: 'eth' } });
    fireEvent.click(within(sheet).getByRole('button', { name: /ETH\/USDT/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?symbol=ETHUSDT&side=buy');
    expect(await screen.findByRole('button', { name: 'Choose a trading pair, now ETH/USDT' })).toBeTruthy();
  });
});
