// @vitest-environment jsdom
import '../components/charts/canvasStub';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken, clearToken } from '../../../src/api/storage';
import TradePage from '../../../src/views/trade/TradePage';
import { renderAt, setupI18n } from '../components/render';
import { placeOrder$, resetApi } from './helpers/api-double';
import { ticker } from './helpers/fixtures';
import { depthFeed, resetFeeds, tickerFeed } from './helpers/streams-double';
import { field, openTrade } from './helpers/trade-page';

// the cycle double is the trading double plus the index and cycleOrders feeds, for the Cycle tab
vi.mock('../../../src/streams', () => import('./cycle/helpers/cycle-streams-double'));
vi.mock('../../../src/api/market', () => import('./helpers/api-double'));
vi.mock('../../../src/api/spot', () => import('./helpers/api-double'));
vi.mock('../../../src/api/assets', () => import('./helpers/api-double'));
vi.mock('../../../src/api/contract', () => import('../../helpers/contract-api-double'));
vi.mock('../../../src/api/cycle', () => import('../../helpers/cycle-api-double'));

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

  it('Spot, Futures and Cycle are live tabs; switching keeps the coin and the address names the tab', async () => {
    const { router } = await openTrade('/trade?symbol=ETHUSDT&side=buy');
    const kinds = () => screen.getByRole('tablist', { name: 'Trading type' });
    expect(within(kinds()).getByRole('tab', { name: 'Spot' }).getAttribute('aria-selected')).toBe('true');
    for (const name of ['Futures', 'Cycle']) expect(within(kinds()).getByRole('tab', { name }).getAttribute('aria-disabled')).toBeNull();
    act(() => {
      fireEvent.click(within(kinds()).getByRole('tab', { name: 'Cycle' }));
    });
    expect(router.state.location.search).toBe('?kind=cycle&symbol=ETHUSDT');
    await screen.findByRole('form', { name: 'Buy a cycle contract' });
    expect(within(kinds()).getByRole('tab', { name: 'Cycle' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Choose a symbol, now ETH/USDT' })).toBeTruthy();
    act(() => {
      fireEvent.click(within(kinds()).getByRole('tab', { name: 'Futures' }));
    });
    expect(router.state.location.search).toBe('?symbol=ETHUSDT-PERP');
    act(() => {
      fireEvent.click(within(kinds()).getByRole('tab', { name: 'Cycle' }));
    });
    expect(router.state.location.search).toBe('?kind=cycle&symbol=ETHUSDT');
    await screen.findByRole('form', { name: 'Buy a cycle contract' });
    act(() => {
      fireEvent.click(within(kinds()).getByRole('tab', { name: 'Spot' }));
    });
    expect(router.state.location.search).toBe('?symbol=ETHUSDT');
  });

  it('the Cycle tab opens on the symbol of the address, and its login comes back to the tab', async () => {
    renderAt([{ path: '/trade', Component: TradePage }], '/trade?kind=cycle&symbol=XAUUSDT');
    await screen.findByRole('form', { name: 'Buy a cycle contract' });
    expect(screen.getByRole('tab', { name: 'Commodities' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Buy up' }).getAttribute('href')).toBe(
      '/login?redirect=%2Ftrade%3Fkind%3Dcycle%26symbol%3DXAUUSDT',
    );
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
