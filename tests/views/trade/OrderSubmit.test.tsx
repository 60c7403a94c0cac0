// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { clearToken, setToken } from '../../../src/api/storage';
import { setupI18n } from '../components/render';
import { cancelOrder$, fetchOpenOrders$, placeOrder$, resetApi } from './helpers/api-double';
import { balance, order, paged } from './helpers/fixtures';
import { feeds, resetFeeds } from './helpers/streams-double';
import { recordToasts } from './helpers/toasts';
import { field, openTrade } from './helpers/trade-page';

vi.mock('../../../src/streams', () => import('./helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('./helpers/api-double'));
vi.mock('../../../src/api/spot', () => import('./helpers/api-double'));
vi.mock('../../../src/api/assets', () => import('./helpers/api-double'));

const enterOrder = () => {
  fireEvent.change(field('Price'), { target: { value: '60000' } });
  fireEvent.change(field('Quantity'), { target: { value: '0.01' } });
};
const buy = () => fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
const sentIds = () => placeOrder$.mock.calls.map(([req]) => req.clientOrderId);

describe('placing and revoking orders', () => {
  let toasts: ReturnType<typeof recordToasts>;
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
    setToken('token-1');
    feeds.balances.next([balance('USDT', '10000'), balance('BTC', '0.5')]);
    toasts = recordToasts();
  });
  afterEach(() => {
    toasts.stop();
    cleanup();
    clearToken();
  });

  it('reuses the clientOrderId when the same order is retried after no answer, and takes a new one for the next order', async () => {
    const timeout = new ApiError('timeout', 0, 0, '');
    let calls = 0;
    placeOrder$.mockImplementation((req) =>
      ++calls === 1 ? throwError(() => timeout) : of(order('7', { clientOrderId: req.clientOrderId })),
    );
    await openTrade();
    enterOrder();
    buy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy BTC' })).toHaveProperty('disabled', false));
    buy();
    await screen.findByRole('button', { name: 'Buy BTC' });
    expect(sentIds()).toHaveLength(2);
    expect(sentIds()[1]).toBe(sentIds()[0]);
    expect(toasts.list.map((t) => t.text)).toContain('Order placed');

    enterOrder();
    buy();
    expect(sentIds()).toHaveLength(3);
    expect(sentIds()[2]).not.toBe(sentIds()[0]);
  });

  it('takes a new clientOrderId after a definite refusal', async () => {
    placeOrder$.mockImplementation(() => throwError(() => new ApiError('http', 422, 422, 'Insufficient available balance')));
    await openTrade();
    enterOrder();
    buy();
    buy();
    expect(sentIds()).toHaveLength(2);
    expect(sentIds()[1]).not.toBe(sentIds()[0]);
  });

  it('lists the open orders of the pair live and revokes one with cancelOrder$', async () => {
    cancelOrder$.mockImplementation((id) => of(order(id, { status: 'cancelled' })));
    await openTrade();
    act(() => feeds.orders.next([order('11'), order('12', { symbol: 'ETHUSDT' })]));
    const revoke = await screen.findByRole('button', { name: 'Revoke' });
    expect(screen.getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
    fireEvent.click(revoke);
    expect(cancelOrder$).toHaveBeenCalledWith('11');
    expect(toasts.list.map((t) => t.text)).toContain('Order revoked');
    act(() => feeds.orders.next([order('12', { symbol: 'ETHUSDT' })]));
    expect(await screen.findByText('No open orders')).toBeTruthy();
  });

  it('falls back to spot/order/open until the socket delivers', async () => {
    fetchOpenOrders$.mockImplementation(() =>
      of(paged([order('21', { status: 'partially_filled', filledQty: '0.00400', remainingQty: '0.00600' })])),
    );
    await openTrade();
    expect(await screen.findByText('Partially filled')).toBeTruthy();
    expect(fetchOpenOrders$).toHaveBeenCalledWith({ symbol: 'BTCUSDT', size: 100 });
    expect(screen.getByText('0.00600000')).toBeTruthy();
  });
});
