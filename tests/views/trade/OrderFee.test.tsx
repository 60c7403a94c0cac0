// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookView } from '../../../src/streams';
import { clearToken, setToken } from '../../../src/api/storage';
import { setupI18n } from '../components/render';
import { resetApi } from './helpers/api-double';
import { balance } from './helpers/fixtures';
import { depthFeed, feeds, resetFeeds } from './helpers/streams-double';
import { field, openTrade } from './helpers/trade-page';

vi.mock('../../../src/streams', () => import('./helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('./helpers/api-double'));
vi.mock('../../../src/api/spot', () => import('./helpers/api-double'));
vi.mock('../../../src/api/assets', () => import('./helpers/api-double'));

const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const book = (bid: string, ask: string): BookView => ({ ready: true, seq: 1, bids: [[bid, '1.00000']], asks: [[ask, '1.00000']] });

/** BTCUSDT publishes maker 0.08 % and taker 0.1 % (helpers/fixtures). */
describe('spot order form fee estimate', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
    setToken('token-1');
    feeds.balances.next([balance('USDT', '10000'), balance('BTC', '0.5')]);
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('estimates a limit order that would rest at the maker rate, and one that would cross at the taker rate', async () => {
    await openTrade();
    act(() => depthFeed('BTCUSDT').next(book('64000.00', '64200.00')));
    type('Price', '64123.45');
    type('Quantity', '0.12345');
    expect(screen.getByText('Fee (maker 0.08%)')).toBeTruthy();
    expect(screen.getByText('≈ 0.00009876 BTC')).toBeTruthy();

    type('Price', '64200.00');
    expect(screen.getByText('Fee (taker 0.10%)')).toBeTruthy();
    expect(screen.getByText('≈ 0.00012345 BTC')).toBeTruthy();

    // the book moves under a resting price: the ask comes down to it, so the order would now take
    type('Price', '64123.45');
    act(() => depthFeed('BTCUSDT').next(book('64000.00', '64100.00')));
    expect(screen.getByText('Fee (taker 0.10%)')).toBeTruthy();
  });

  it('estimates a market sell at the taker rate', async () => {
    await openTrade('/trade?symbol=BTCUSDT&side=sell');
    act(() => depthFeed('BTCUSDT').next(book('64000.00', '64200.00')));
    fireEvent.click(screen.getByRole('tab', { name: 'Market' }));
    type('Quantity', '0.1');
    expect(screen.getByText('Fee (taker 0.10%)')).toBeTruthy();
  });
});
