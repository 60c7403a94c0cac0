import { beforeEach, describe, expect, it } from 'vitest';
import type { Paged } from '@contract/primitives';
import type { Order, UserTrade } from '@contract/spot';
import { useTestContext } from '../helpers/backends';
import type { TestApi } from '../helpers/http';
import { twoTraders } from '../helpers/two-traders';
import { fund, type TestUser } from '../helpers/users';

describe('spot routes', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser, bob: TestUser;

  beforeEach(async () => {
    ({ api, alice, bob } = await twoTraders(ctx()));
    await fund(ctx(), alice.userId, { USDT: '10000' });
    await fund(ctx(), bob.userId, { BTC: '1' });
  });

  const place = (user: TestUser, body: Record<string, unknown>) => api.call<Order>('spot/order/place', body, { token: user.token });

  it('places, lists, fills and cancels orders, each user seeing only their own', async () => {
    const sell = await place(bob, {
      symbol: 'BTCUSDT',
      side: 'sell',
      type: 'limit',
      price: '60000.00',
      quantity: '0.1',
      clientOrderId: 'bob-sell-0001',
    });
    expect(sell).toMatchObject({ status: 200, code: 0, data: { status: 'new', price: '60000.00', quantity: '0.10000' } });
    const buy = await place(alice, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '60000.00',
      quantity: '0.04',
      clientOrderId: 'alice-buy-0001',
    });
    expect(buy.data).toMatchObject({ status: 'filled', filledQty: '0.04000' });
    const resting = await place(alice, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '50000.00',
      quantity: '0.01',
      clientOrderId: 'alice-buy-0002',
    });

    const open = await api.call<Paged<Order>>('spot/order/open', {}, { token: alice.token });
    expect(open.data).toMatchObject({ page: 1, size: 20, total: 1, items: [{ id: resting.data.id }] });
    expect((await api.call<Paged<Order>>('spot/order/open', { symbol: 'ETHUSDT' }, { token: alice.token })).data.total).toBe(0);
    expect((await api.call<Paged<Order>>('spot/order/open', {}, { token: bob.token })).data.items).toEqual([
      expect.objectContaining({ id: sell.data.id, status: 'partially_filled' }),
    ]);

    const cancelled = await api.call<Order>('spot/order/cancel', { orderId: resting.data.id }, { token: alice.token });
    expect(cancelled.data).toMatchObject({ id: resting.data.id, status: 'cancelled' });
    const history = await api.call<Paged<Order>>('spot/order/history', { size: 1 }, { token: alice.token });
    expect(history.data).toMatchObject({ total: 2, size: 1, items: [{ id: resting.data.id }] });
    const trades = await api.call<Paged<UserTrade>>('spot/trade/history', {}, { token: alice.token });
    expect(trades.data.items).toEqual([
      expect.objectContaining({ orderId: buy.data.id, side: 'buy', role: 'taker', qty: '0.04000', fee: '0.00004000', feeAsset: 'BTC' }),
    ]);
    expect((await api.call<Paged<UserTrade>>('spot/trade/history', {}, { token: bob.token })).data.items[0]).toMatchObject({
      orderId: sell.data.id,
      role: 'maker',
    });
  });

  it('answers 401 without a session on every spot route', async () => {
    for (const path of ['spot/order/place', 'spot/order/cancel', 'spot/order/open', 'spot/order/history', 'spot/trade/history']) {
      expect((await api.call(path, {})).status, path).toBe(401);
    }
  });
});
