import { beforeEach, describe, expect, it } from 'vitest';
import type { FuturesOrder, FuturesOrderDetail } from '@contract/futures';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { expectRefusals } from '../helpers/refusals';
import { fund, registerUser, type TestUser } from '../helpers/users';

const OPEN = { symbol: 'BTCUSDT-PERP', action: 'open', type: 'limit', price: '50000' };

describe('contract/order/detail', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser, bob: TestUser;

  beforeEach(async () => {
    api = await testApi(ctx());
    alice = await registerUser(ctx());
    bob = await registerUser(ctx());
    for (const user of [alice, bob]) await fund(ctx(), user.userId, { USDT: '10000' }, 'contract');
  });

  const place = (user: TestUser, body: Record<string, unknown>) =>
    api.call<FuturesOrder>('contract/order/place', { ...OPEN, ...body }, { token: user.token });
  const detail = (orderId: string, token?: string) => api.call<FuturesOrderDetail>('contract/order/detail', { orderId }, { token });

  it("answers the owner's order in full with the owner's side of each fill, oldest first", async () => {
    const short = await place(bob, { positionSide: 'short', quantity: '5', clientOrderId: 'bob-short-d001' });
    await place(alice, { positionSide: 'long', quantity: '2', clientOrderId: 'alice-long-d001' });
    await place(alice, { positionSide: 'long', quantity: '1', clientOrderId: 'alice-long-d002' });

    const res = await detail(short.data.id, bob.token);
    expect(res.status).toBe(200);
    expect(res.data.order).toMatchObject({ id: short.data.id, status: 'partially_filled', filledQty: '3', side: 'sell', leverage: 20 });
    expect(res.data.fills.map((f) => [f.quantity, f.role, f.side, f.price, f.orderId])).toEqual([
      ['2', 'maker', 'sell', '50000.00', short.data.id],
      ['1', 'maker', 'sell', '50000.00', short.data.id],
    ]);
    expect(res.data.fills[0]!.id).toBeLessThan(res.data.fills[1]!.id);
    expect(Number(res.data.fills[0]!.fee)).toBeGreaterThan(0);

    const taker = await detail(
      (await place(alice, { positionSide: 'long', quantity: '1', clientOrderId: 'alice-long-d003' })).data.id,
      alice.token,
    );
    expect(taker.data.fills.map((f) => [f.role, f.side])).toEqual([['taker', 'buy']]);
  });

  it("refuses another user's order, an unknown id and bad input, and asks for a session", async () => {
    const short = await place(bob, { positionSide: 'short', quantity: '1', clientOrderId: 'bob-short-d002' });
    const snapshot = async () => (await ctx().db.selectFrom('futures_orders').selectAll().orderBy('id').execute()).length;
    await expectRefusals(
      api,
      'contract/order/detail',
      [
        ["another user's order", { orderId: short.data.id }, 404, 'Order not found', 'Auftrag nicht gefunden'],
        ['an unknown order', { orderId: '987654321' }, 404, 'Order not found', 'Auftrag nicht gefunden'],
        ['missing orderId', {}, 400, 'Order number is required', 'Ordernummer ist erforderlich'],
        ['orderId as a number', { orderId: 1 }, 400, 'Order number must be text', 'Ordernummer muss ein Text sein'],
        ['orderId with letters', { orderId: '12a' }, 400, 'Order number is not valid', 'Ordernummer ist ungültig'],
        ['orderId zero', { orderId: '0' }, 400, 'Order number is not valid'],
        ['an extra field', { orderId: '1', extra: true }, 400, 'The request contains information that is not allowed'],
      ],
      alice.token,
      snapshot,
    );
    expect((await detail(short.data.id)).status).toBe(401);
  });
});
