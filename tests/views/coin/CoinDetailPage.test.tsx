// @vitest-environment jsdom
import '../components/charts/canvasStub';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import CoinDetailPage from '../../../src/views/coin/CoinDetailPage';
import { ticker } from '../components/fixtures';
import { renderAt } from '../components/render';
import { afterFirstPaint } from './live/afterFirstPaint';
import { setupCoinI18n } from './coinI18n';
import { push, resetFeeds, subscribed } from './streams-double';
import { BTC_INFO } from './symbolInfo';

vi.mock('../../../src/streams', () => import('./streams-double'));
const fetchSymbolInfo$ = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api', () => ({ fetchSymbolInfo$ }));

const routes = [
  { path: '/coinDetail/:coinType', Component: CoinDetailPage },
  { path: '/trade', Component: () => <p>trade screen</p> },
];

describe('CoinDetailPage', () => {
  beforeAll(setupCoinI18n);
  beforeEach(() => {
    resetFeeds();
    fetchSymbolInfo$.mockReset();
  });
  afterEach(cleanup);

  it('loads the symbol of the coin in the address and shows its live header', async () => {
    fetchSymbolInfo$.mockReturnValue(of(BTC_INFO));
    renderAt(routes, '/coinDetail/BTC');
    await screen.findByText('BTC/USDT');
    expect(fetchSymbolInfo$).toHaveBeenCalledWith('BTC');
    expect(screen.getAllByText('64,000.00').length).toBeGreaterThan(0);
    act(() => push('ticker.BTCUSDT', { ...ticker('BTCUSDT', '64250.50', '2.10'), high24h: '65000.00' }));
    expect(screen.getAllByText('64,250.50').length).toBeGreaterThan(0);
    expect(screen.getByText('+2.10%')).toBeTruthy();
    expect(screen.getByText('65,000.00')).toBeTruthy();
  });

  it.each(['10', 'btc', 'BTCUSDT'])('asks the server for the coin the address names (%s) and shows that coin', async (address) => {
    fetchSymbolInfo$.mockReturnValue(of(BTC_INFO));
    renderAt(routes, `/coinDetail/${address}`);
    await screen.findByText('BTC/USDT');
    await afterFirstPaint();
    expect(fetchSymbolInfo$).toHaveBeenCalledWith(address);
    expect(subscribed.has('depth.BTCUSDT')).toBe(true);
    expect(screen.getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe('/trade?symbol=BTCUSDT&side=buy');
  });

  it('leads Buy and Sell to the trade screen of the coin', async () => {
    fetchSymbolInfo$.mockReturnValue(of(BTC_INFO));
    renderAt(routes, '/coinDetail/BTC');
    const buy = await screen.findByRole('link', { name: 'Buy' });
    expect(buy.getAttribute('href')).toBe('/trade?symbol=BTCUSDT&side=buy');
    expect(screen.getByRole('link', { name: 'Sell' }).getAttribute('href')).toBe('/trade?symbol=BTCUSDT&side=sell');
  });

  it('subscribes only the feeds of the open tab', async () => {
    fetchSymbolInfo$.mockReturnValue(of(BTC_INFO));
    renderAt(routes, '/coinDetail/BTC');
    await screen.findByText('BTC/USDT');
    await afterFirstPaint();
    expect(subscribed.has('depth.BTCUSDT')).toBe(true);
    expect(subscribed.has('trades.BTCUSDT')).toBe(false);
    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    });
    expect(subscribed.has('depth.BTCUSDT')).toBe(false);
    expect(subscribed.has('trades.BTCUSDT')).toBe(true);
  });

  it('paints the header and its price first: the book and the chart start once that is on screen', async () => {
    fetchSymbolInfo$.mockReturnValue(of(BTC_INFO));
    const { container } = renderAt(routes, '/coinDetail/BTC');
    expect(container.querySelector('.coin-header__last')?.textContent).toBe('64,000.00');
    expect(container.querySelector('.kline-chart')).not.toBeNull();
    expect([...subscribed].sort()).toEqual(['ticker.BTCUSDT']);
    await afterFirstPaint();
    expect(subscribed.has('depth.BTCUSDT')).toBe(true);
  });

  it.each([404, 400])('says the coin is not listed when the server answers %i', async (status) => {
    fetchSymbolInfo$.mockReturnValue(throwError(() => new ApiError('http', status, status, 'not listed')));
    renderAt(routes, '/coinDetail/NOPE');
    expect(await screen.findByText('This coin is not listed.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry after a failure', async () => {
    fetchSymbolInfo$.mockReturnValueOnce(throwError(() => new ApiError('network', 0, 0, ''))).mockReturnValue(of(BTC_INFO));
    renderAt(routes, '/coinDetail/BTC');
    const retry = await screen.findByRole('button');
    act(() => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText('BTC/USDT')).toBeTruthy();
  });
});
