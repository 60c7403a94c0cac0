/**
 * Every futures write route refuses bad input with a clear 4xx and changes nothing: the same classes as spot (wrong
 * type, missing, zero, negative, NaN, too many decimals, huge, unknown symbol) plus leverage 0 / above the maximum,
 * a close larger than the position, and another user's position or order.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { FuturesOrder, Position } from '@contract/futures';
import { accountKey } from '../../../../server/ledger/ledger';
import { useTestContext } from '../../helpers/backends';
import { testApi, type TestApi } from '../../helpers/http';
import { fund, registerUser, type TestUser } from '../../helpers/users';

const BTC = 'BTCUSDT-PERP';
const OPEN = {
  symbol: BTC,
  positionSide: 'long',
  action: 'open',
  type: 'limit',
  price: '50000',
  quantity: '1',
  clientOrderId: 'bad-input-0001',
};

/** [case, body, HTTP status, text the message must contain] */
type Case = [string, Record<string, unknown>, number, string];

const PLACE_CASES: Case[] = [
  ['empty body', {}, 400, 'Trading pair'],
  ['missing clientOrderId', { ...OPEN, clientOrderId: undefined }, 400, 'Order reference'],
  ['price as a number', { ...OPEN, price: 50000 }, 400, 'Price'],
  ['quantity as a number', { ...OPEN, quantity: 1 }, 400, 'Quantity'],
  ['unknown direction', { ...OPEN, positionSide: 'up' }, 400, 'Direction'],
  ['unknown action', { ...OPEN, action: 'flip' }, 400, 'Open or close'],
  ['an extra field', { ...OPEN, leverage: 10 }, 400, 'not allowed'],
  ['negative quantity', { ...OPEN, quantity: '-1' }, 400, 'Quantity must be a whole number of lots'],
  ['zero quantity', { ...OPEN, quantity: '0' }, 400, 'Quantity must be a whole number of lots'],
  ['fractional lots', { ...OPEN, quantity: '1.5' }, 400, 'Quantity must be a whole number of lots'],
  ['NaN price', { ...OPEN, price: 'NaN' }, 400, 'Price'],
  ['price off the tick', { ...OPEN, price: '50000.001' }, 400, 'Price'],
  ['lower-case symbol', { ...OPEN, symbol: 'btcusdt-perp' }, 400, 'trading pair'],
  ['limit without price', { ...OPEN, price: undefined }, 400, 'price'],
  ['zero price', { ...OPEN, price: '0' }, 422, 'Price'],
  ['huge price', { ...OPEN, price: '999999999999999999' }, 422, 'Price'],
  ['huge quantity', { ...OPEN, quantity: '999999999' }, 422, 'lots'],
  ['unknown symbol', { ...OPEN, symbol: 'NOPEUSDT-PERP' }, 404, 'pair'],
  ['more than the margin', { ...OPEN, quantity: '100000' }, 422, 'balance'],
  ['a take-profit below the open price of a long', { ...OPEN, takeProfit: '40000' }, 422, 'take-profit'],
  ['open short while long', { ...OPEN, positionSide: 'short' }, 409, 'opposite'],
  ['close more than the position', { ...OPEN, action: 'close', quantity: '11' }, 422, 'at most 10 lots'],
  ['close a short that does not exist', { ...OPEN, positionSide: 'short', action: 'close' }, 422, 'no position'],
  ['market buy on an empty side', { ...OPEN, type: 'market', price: undefined }, 422, 'liquidity'],
];

describe('futures write routes refuse bad input and change nothing', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser, bob: TestUser, long: Position, short: Position, bobOrder: FuturesOrder;

  beforeEach(async () => {
    api = await testApi(ctx());
    alice = await registerUser(ctx());
    bob = await registerUser(ctx());
    for (const user of [alice, bob]) await fund(ctx(), user.userId, { USDT: '10000' }, 'contract');
    const f = ctx().futures;
    await f.place(alice.userId, { ...OPEN, quantity: '10', clientOrderId: 'setup-long-1' } as never);
    await f.place(bob.userId, { ...OPEN, positionSide: 'short', quantity: '10', clientOrderId: 'setup-short-1' } as never);
    long = (await f.positions(alice.userId))[0]!;
    short = (await f.positions(bob.userId))[0]!;
    bobOrder = await f.place(bob.userId, {
      ...OPEN,
      action: 'close',
      positionSide: 'short',
      price: '40000',
      quantity: '2',
      clientOrderId: 'setup-bob-close',
    } as never);
  });

  const snapshot = async () => {
    const c = ctx();
    const wallet = async (user: TestUser) => ({
      ...(await c.ledger.balance(user.userId, 'contract', 'USDT')),
      margin: await c.ledger.amount(accountKey.margin(user.userId), 'USDT'),
    });
    return {
      alice: await wallet(alice),
      bob: await wallet(bob),
      orders: await c.db.selectFrom('futures_orders').selectAll().orderBy('id').execute(),
      positions: await c.db.selectFrom('positions').selectAll().orderBy('id').execute(),
      settings: await c.db.selectFrom('futures_settings').selectAll().execute(),
      trades: (await c.db.selectFrom('futures_trades').select('id').execute()).length,
      book: c.futures.depth(BTC),
    };
  };

  const refuses = async (path: string, cases: Case[], token = alice.token) => {
    const before = await snapshot();
    for (const [name, body, status, text] of cases) {
      const res = await api.call(path, body, { token });
      expect([res.status, res.code], `${path}: ${name} (${res.msg})`).toEqual([status, status]);
      expect(res.msg, `${path}: ${name}`).toContain(text);
      expect(res.data, name).toBeNull();
    }
    expect(await snapshot()).toEqual(before);
  };

  it('contract/order/place', async () => {
    await refuses('contract/order/place', PLACE_CASES);
  });

  it('contract/order/cancel, including an order of another user', async () => {
    await refuses('contract/order/cancel', [
      ['missing orderId', {}, 400, 'Order number'],
      ['orderId as a number', { orderId: 1 }, 400, 'Order number'],
      ['orderId with letters', { orderId: '12a' }, 400, 'Order number'],
      ['unknown orderId', { orderId: '987654321' }, 404, 'not found'],
      ["another user's order", { orderId: bobOrder.id }, 404, 'not found'],
    ]);
  });

  it('contract/position/close and close/quick, including a position of another user', async () => {
    const close = { positionId: long.id, quantity: '1', clientOrderId: 'bad-close-0001' };
    await refuses('contract/position/close', [
      ['missing positionId', { ...close, positionId: undefined }, 400, 'Position'],
      ['positionId as a number', { ...close, positionId: 1 }, 400, 'Position'],
      ['positionId with letters', { ...close, positionId: 'x1' }, 400, 'Position'],
      ['unknown positionId', { ...close, positionId: '987654' }, 404, 'Position not found'],
      ["another user's position", { ...close, positionId: short.id }, 404, 'Position not found'],
      ['zero quantity', { ...close, quantity: '0' }, 400, 'Quantity'],
      ['negative quantity', { ...close, quantity: '-2' }, 400, 'Quantity'],
      ['more than the position', { ...close, quantity: '11' }, 422, 'at most 10 lots'],
      ['NaN price', { ...close, price: 'NaN' }, 400, 'Price'],
      ['price off the tick', { ...close, price: '1.001' }, 400, 'Price'],
    ]);
    await refuses('contract/position/close/quick', [
      ['missing clientOrderId', { positionId: long.id }, 400, 'Order reference'],
      ["another user's position", { positionId: short.id, clientOrderId: 'bad-quick-001' }, 404, 'Position not found'],
    ]);
    await refuses('contract/position/close/all', [
      ['missing clientId', {}, 400, 'Request reference'],
      ['unknown symbol', { symbol: 'NOPEUSDT-PERP', clientId: 'bad-close-all-1' }, 404, 'pair'],
    ]);
  });

  it('contract/position/close/quick when every lot is already promised to a resting close', async () => {
    await ctx().futures.closePosition(alice.userId, {
      positionId: long.id,
      quantity: '10',
      price: '60000',
      clientOrderId: 'rest-close-all',
    });
    await refuses('contract/position/close/quick', [
      ['nothing left to close', { positionId: long.id, clientOrderId: 'bad-quick-002' }, 422, 'at most 0 lots'],
    ]);
  });

  it('contract/position/tpsl: the four rules, bad prices and another user', async () => {
    await refuses('contract/position/tpsl', [
      ['stop-loss above the open price of a long', { positionId: long.id, stopLoss: '60000' }, 422, 'stop-loss'],
      ['take-profit below the open price of a long', { positionId: long.id, takeProfit: '40000' }, 422, 'take-profit'],
      ['take-profit as a number', { positionId: long.id, takeProfit: 60000 }, 400, 'Take-profit'],
      ['negative stop-loss', { positionId: long.id, stopLoss: '-1' }, 400, 'Stop-loss'],
      ['zero stop-loss', { positionId: long.id, stopLoss: '0' }, 422, 'Price'],
      ["another user's position", { positionId: short.id, takeProfit: '40000' }, 404, 'Position not found'],
    ]);
    await refuses(
      'contract/position/tpsl',
      [
        ['stop-loss below the open price of a short', { positionId: short.id, stopLoss: '40000' }, 422, 'stop-loss'],
        ['take-profit above the open price of a short', { positionId: short.id, takeProfit: '60000' }, 422, 'take-profit'],
      ],
      bob.token,
    );
  });

  it('contract/leverage/set and contract/margin-mode/set', async () => {
    const eth = 'ETHUSDT-PERP';
    await refuses('contract/leverage/set', [
      ['leverage 0', { symbol: eth, leverage: 0 }, 400, 'Leverage'],
      ['leverage above every maximum', { symbol: eth, leverage: 126 }, 400, 'Leverage'],
      ["leverage above the symbol's maximum", { symbol: eth, leverage: 51 }, 400, '1 to 50'],
      ['leverage as a string', { symbol: eth, leverage: '10' }, 400, 'Leverage'],
      ['fractional leverage', { symbol: eth, leverage: 1.5 }, 400, 'Leverage'],
      ['unknown symbol', { symbol: 'NOPEUSDT-PERP', leverage: 5 }, 404, 'pair'],
      ['while a position is open', { symbol: BTC, leverage: 5 }, 409, 'cannot be changed'],
    ]);
    await refuses('contract/margin-mode/set', [
      ['unknown mode', { symbol: eth, marginMode: 'both' }, 400, 'Margin mode'],
      ['missing symbol', { marginMode: 'cross' }, 400, 'Trading pair'],
      ['while a position is open', { symbol: BTC, marginMode: 'isolated' }, 409, 'cannot be changed'],
    ]);
  });

  it('list routes refuse bad paging and symbols', async () => {
    for (const path of ['contract/order/open', 'contract/order/history', 'contract/position/history', 'contract/funding/records']) {
      for (const body of [{ page: 0 }, { size: 101 }, { size: '5' }, { symbol: 'btcusdt-perp' }, { extra: 1 }]) {
        expect((await api.call(path, body, { token: alice.token })).status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    for (const body of [{ symbol: 'BTCUSDT' }, { extra: 1 }]) {
      expect((await api.call('contract/position/list', body, { token: alice.token })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.call('contract/position/list', { symbol: 'NOPEUSDT-PERP' }, { token: alice.token })).status).toBe(404);
    expect((await api.call('contract/settings', { symbol: BTC })).status).toBe(401);
  });
});
