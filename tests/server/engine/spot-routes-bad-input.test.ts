import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@contract/spot';
import { useTestContext } from '../helpers/backends';
import type { TestApi } from '../helpers/http';
import { twoTraders } from '../helpers/two-traders';
import { fund, type TestUser } from '../helpers/users';

const LIMIT = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000.00', quantity: '0.01', clientOrderId: 'bad-input-0001' };

/** [case, body, HTTP status, text the message must contain] */
const PLACE_CASES: [string, Record<string, unknown>, number, string][] = [
  ['empty body', {}, 400, 'Trading pair'],
  ['missing clientOrderId', { ...LIMIT, clientOrderId: undefined }, 400, 'Order reference'],
  ['price as a number', { ...LIMIT, price: 60000 }, 400, 'Price'],
  ['side as a number', { ...LIMIT, side: 1 }, 400, 'Order side'],
  ['unknown order type', { ...LIMIT, type: 'stop' }, 400, 'Order type'],
  ['an extra field', { ...LIMIT, leverage: '10' }, 400, 'not allowed'],
  ['negative quantity', { ...LIMIT, quantity: '-1' }, 400, 'Quantity'],
  ['NaN price', { ...LIMIT, price: 'NaN' }, 400, 'Price'],
  ['lower-case symbol', { ...LIMIT, symbol: 'btcusdt' }, 400, 'trading pair'],
  ['limit without price', { ...LIMIT, price: undefined }, 400, 'price'],
  ['market buy without quoteAmount', { ...LIMIT, type: 'market', price: undefined }, 400, 'amount'],
  ['price off the tick', { ...LIMIT, price: '60000.001' }, 400, 'Price'],
  ['quantity off the lot', { ...LIMIT, quantity: '0.000001' }, 400, 'Quantity'],
  ['zero quantity', { ...LIMIT, quantity: '0' }, 422, 'Quantity'],
  ['zero price', { ...LIMIT, price: '0' }, 422, 'Price'],
  ['huge quantity', { ...LIMIT, quantity: '99999999999999' }, 422, 'Quantity'],
  ['huge order value', { ...LIMIT, price: '999999999.00', quantity: '99999' }, 422, 'Quantity'],
  ['unknown symbol', { ...LIMIT, symbol: 'NOPEUSDT' }, 404, 'pair'],
  ['more than the balance', { ...LIMIT, quantity: '1' }, 422, 'balance'],
  ['market sell on an empty book', { ...LIMIT, side: 'sell', type: 'market', price: undefined }, 422, 'liquidity'],
];

const CANCEL_CASES: [string, Record<string, unknown>, number][] = [
  ['missing orderId', {}, 400],
  ['orderId as a number', { orderId: 1 }, 400],
  ['orderId with letters', { orderId: '12a' }, 400],
  ['unknown orderId', { orderId: '987654321' }, 404],
];

describe('spot write routes refuse bad input and change nothing', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser, bob: TestUser;

  beforeEach(async () => {
    ({ api, alice, bob } = await twoTraders(ctx()));
    await fund(ctx(), alice.userId, { USDT: '1000', BTC: '0.5' });
  });

  const snapshot = async () => ({
    alice: await ctx().ledger.balances(alice.userId),
    orders: await ctx().db.selectFrom('orders').selectAll().orderBy('id').execute(),
    trades: (await ctx().db.selectFrom('trades').select('id').execute()).length,
    commands: (await ctx().db.selectFrom('spot_commands').select('id').execute()).length,
    book: ctx().spot.depth('BTCUSDT'),
  });

  it('spot/order/place', async () => {
    const before = await snapshot();
    for (const [name, body, status, text] of PLACE_CASES) {
      const res = await api.call('spot/order/place', body, { token: alice.token });
      expect([res.status, res.code], name).toEqual([status, status]);
      expect(res.msg, name).toContain(text);
      expect(res.data, name).toBeNull();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('spot/order/cancel, including an order of another user and a finished one', async () => {
    const order = (await api.call<Order>('spot/order/place', LIMIT, { token: alice.token })).data;
    await api.call('spot/order/cancel', { orderId: order.id }, { token: alice.token });
    const live = (await api.call<Order>('spot/order/place', { ...LIMIT, clientOrderId: 'bad-input-0002' }, { token: alice.token })).data;
    const before = await snapshot();
    const cases: [string, Record<string, unknown>, number][] = [...CANCEL_CASES, ['finished order', { orderId: order.id }, 409]];
    for (const [name, body, status] of cases) {
      const res = await api.call('spot/order/cancel', body, { token: alice.token });
      expect([res.status, res.code], name).toEqual([status, status]);
      expect(res.msg, name).not.toBe('');
    }
    const foreign = await api.call('spot/order/cancel', { orderId: live.id }, { token: bob.token });
    expect([foreign.status, foreign.msg]).toEqual([404, 'Order not found']);
    expect(await snapshot()).toEqual(before);
  });

  it('list routes refuse bad paging', async () => {
    for (const path of ['spot/order/open', 'spot/order/history', 'spot/trade/history']) {
      for (const body of [{ page: 0 }, { size: 101 }, { size: '5' }, { symbol: 'btc' }, { extra: 1 }]) {
        expect((await api.call(path, body, { token: alice.token })).status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });
});
