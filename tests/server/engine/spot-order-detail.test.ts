import { beforeEach, describe, expect, it } from 'vitest';
import type { Order, OrderDetail } from '@contract/spot';
import { useTestContext } from '../helpers/backends';
import type { TestApi } from '../helpers/http';
import { twoTraders } from '../helpers/two-traders';
import { fund, type TestUser } from '../helpers/users';

describe('spot/order/detail', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser, bob: TestUser;

  beforeEach(async () => {
    ({ api, alice, bob } = await twoTraders(ctx()));
    await fund(ctx(), alice.userId, { USDT: '10000' });
    await fund(ctx(), bob.userId, { BTC: '1' });
  });

  const place = (user: TestUser, body: Record<string, unknown>) =>
    api.call<Order>('spot/order/place', { symbol: 'BTCUSDT', type: 'limit', ...body }, { token: user.token });

  it("answers the owner's order in full with each fill, oldest first", async () => {
    const sell = await place(bob, { side: 'sell', price: '60000.00', quantity: '0.1', clientOrderId: 'bob-sell-d001' });
    await place(alice, { side: 'buy', price: '60000.00', quantity: '0.02', clientOrderId: 'alice-buy-d001' });
    await place(alice, { side: 'buy', price: '60000.00', quantity: '0.03', clientOrderId: 'alice-buy-d002' });

    const detail = await api.call<OrderDetail>('spot/order/detail', { orderId: sell.data.id }, { token: bob.token });
    expect(detail.status).toBe(200);
    expect(detail.data.order).toMatchObject({ id: sell.data.id, status: 'partially_filled', filledQty: '0.05000', side: 'sell' });
    expect(detail.data.fills.map((f) => [f.qty, f.role, f.side, f.orderId])).toEqual([
      ['0.02000', 'maker', 'sell', sell.data.id],
      ['0.03000', 'maker', 'sell', sell.data.id],
    ]);
    expect(detail.data.fills[0]!.id).toBeLessThan(detail.data.fills[1]!.id);
  });

  it("refuses another user's order, an unknown id and bad input, and asks for a session", async () => {
    const sell = await place(bob, { side: 'sell', price: '60000.00', quantity: '0.1', clientOrderId: 'bob-sell-d002' });
    const asAlice = await api.call('spot/order/detail', { orderId: sell.data.id }, { token: alice.token });
    expect(asAlice.status).toBe(404);
    expect((await api.call('spot/order/detail', { orderId: '999999' }, { token: bob.token })).status).toBe(404);
    for (const body of [{}, { orderId: 'abc' }, { orderId: 5 }, { orderId: '1', extra: true }, { orderId: '' }]) {
      expect((await api.call('spot/order/detail', body, { token: bob.token })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.call('spot/order/detail', { orderId: '0' }, { token: bob.token })).status).toBe(404);
    expect((await api.call('spot/order/detail', { orderId: sell.data.id })).status).toBe(401);
  });
});
