// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../src/api/storage';
import RecordsPage from '../../../src/views/records/RecordsPage';
import { renderAt, setupI18n } from '../components/render';
import { cancelOrder$, fetchOpenOrders$, fetchOrderHistory$, fetchTradeHistory$, resetApi } from '../trade/helpers/api-double';
import { balance, order, paged, userTrade } from '../trade/helpers/fixtures';
import { feeds, resetFeeds } from '../trade/helpers/streams-double';

vi.mock('../../../src/streams', () => import('../trade/helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/spot', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/assets', () => import('../trade/helpers/api-double'));

const open = (path = '/allRecord/BTC') =>
  renderAt(
    [
      { path: '/allRecord/:coinType', Component: RecordsPage },
      { path: '/login', Component: () => <p>login page</p> },
    ],
    path,
  );
const cards = () => screen.queryAllByRole('listitem');
const orders = (from: number, count: number) => Array.from({ length: count }, (_, i) => order(String(from - i)));

describe('RecordsPage', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
    setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('asks signed-out visitors to log in and come back', async () => {
    clearToken();
    open();
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login?redirect=%2FallRecord%2FBTC');
  });

  it('pages open orders from REST with "load more", showing every column', async () => {
    fetchOpenOrders$.mockImplementation((req) => of(paged(req?.page === 2 ? orders(80, 5) : orders(100, 20), req?.page ?? 1, 25)));
    open();
    await screen.findByText('Open orders', { selector: '[role=tab]' });
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
    const first = within(cards()[0]!);
    for (const label of ['Entrusted price', 'Quantity', 'Unfilled quantity', 'Deal price', 'Turnover (USDT)', 'Fee'])
      expect(first.getByText(label)).toBeTruthy();
    expect(first.getByText('60,000.00')).toBeTruthy();
    expect(first.getByText('Unfilled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cards()).toHaveLength(25);
    expect(fetchOpenOrders$).toHaveBeenLastCalledWith({ symbol: 'BTCUSDT', page: 2, size: 20 });
    expect(screen.getByText('No more records')).toBeTruthy();
  });

  it('revokes an open order', async () => {
    fetchOpenOrders$.mockImplementation(() => of(paged([order('9')])));
    cancelOrder$.mockImplementation((id) => of(order(id, { status: 'cancelled' })));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(cancelOrder$).toHaveBeenCalledWith('9');
  });

  it('moves orders and balances live, without a reload', async () => {
    fetchOrderHistory$.mockImplementation(() =>
      of(paged([order('1', { status: 'filled', avgPrice: '60000.00', filledQuote: '600.00000000' })])),
    );
    act(() => {
      feeds.orders.next([order('5'), order('6', { symbol: 'ETHUSDT' })]);
      feeds.balances.next([balance('BTC', '0.5'), balance('USDT', '1000')]);
    });
    open('/allRecord/btc?tab=open');
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1,000.00 USDT')).toBeTruthy();
    act(() => {
      feeds.orders.next([order('6', { symbol: 'ETHUSDT' })]);
      feeds.balances.next([balance('BTC', '0.51'), balance('USDT', '400')]);
    });
    expect(screen.getByText('No open orders')).toBeTruthy();
    expect(screen.getByText('400.00 USDT')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Order history' }));
    expect(await screen.findByText('Filled')).toBeTruthy();
    fetchOrderHistory$.mockImplementation(() => of(paged([order('5', { status: 'cancelled' }), order('1', { status: 'filled' })])));
    act(() => feeds.balances.next([balance('BTC', '0.51'), balance('USDT', '1000')]));
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(cards()).toHaveLength(2);
  });

  it('lists trade history and refreshes on demand', async () => {
    fetchTradeHistory$.mockImplementation(() => of(paged([userTrade(3, { role: 'maker', side: 'sell' })])));
    open('/allRecord/BTC?tab=trades');
    expect(await screen.findByText('Maker')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(fetchTradeHistory$).toHaveBeenCalledTimes(2);
    expect(fetchTradeHistory$).toHaveBeenLastCalledWith({ symbol: 'BTCUSDT', page: 1, size: 20 });
  });

  it('says so for a coin that is not listed', async () => {
    open('/allRecord/NOPE');
    expect(await screen.findByText('This coin is not traded here')).toBeTruthy();
  });
});
