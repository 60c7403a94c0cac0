/**
 * The private futures channels over the real trading service: `futuresOrders` and `positions` start with a snapshot
 * of the user's open orders and positions, and a fill pushes the changed order and the position as the REST list
 * shows it; a closed position is pushed once more with quantity "0". Nothing of another user reaches the socket.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FuturesOrder, PlaceFuturesOrderReq, Position } from '@contract/futures';
import type { TestContext } from '../helpers/context';
import type { TestUser } from '../helpers/users';
import { nextOn, WsClient } from './ws-client';
import { appWithTwoTraders } from './serve-app';

const BTC = 'BTCUSDT-PERP';
let ctx: TestContext;
let url: string;
let alice: TestUser;
let bob: TestUser;
let ids = 0;

beforeEach(async () => {
  ({ ctx, url, alice, bob } = await appWithTwoTraders({ USDT: '10000' }, 'contract'));
});
afterEach(() => ctx.close());

const place = (user: TestUser, req: Partial<PlaceFuturesOrderReq>) =>
  ctx.futures.place(user.userId, {
    symbol: BTC,
    positionSide: 'long',
    action: 'open',
    type: 'limit',
    price: '50000',
    quantity: '2',
    clientOrderId: `ws-futures-${++ids}`,
    ...req,
  } as PlaceFuturesOrderReq);

describe('private futures channels', () => {
  it('snapshots open orders and positions, then pushes each change of the signed-in user only', async () => {
    const resting = await place(alice, {});
    const client = await WsClient.connect(url);
    client.send({ op: 'auth', token: alice.token });
    for (const ch of ['futuresOrders', 'positions']) client.send({ op: 'sub', ch });
    expect((await nextOn(client, 'futuresOrders', 'snapshot')).data).toEqual([resting]);
    expect((await nextOn(client, 'positions', 'snapshot')).data).toEqual([]);

    await place(bob, { positionSide: 'short' });
    const filled = (await nextOn(client, 'futuresOrders', 'update')).data as FuturesOrder;
    expect(filled).toMatchObject({ id: resting.id, status: 'filled', version: 2 });
    const opened = (await nextOn(client, 'positions', 'update')).data as Position;
    expect(opened).toEqual((await ctx.futures.positions(alice.userId))[0]);
    expect(opened).toMatchObject({ side: 'long', quantity: '2' });

    await place(bob, { positionSide: 'short', action: 'close', price: '51000', clientOrderId: 'bob-bid-0001' });
    await ctx.futures.closePosition(alice.userId, { positionId: opened.id, quantity: '2', price: '51000', clientOrderId: 'alice-close-1' });
    expect((await nextOn(client, 'futuresOrders', 'update')).data).toMatchObject({ action: 'close', status: 'filled' });
    expect((await nextOn(client, 'positions', 'update')).data).toMatchObject({ id: opened.id, quantity: '0', realizedPnl: '2.00000000' });
    await client.roundTrip();
    expect(client.take('futuresOrders')).toEqual([]);
    expect(client.take('positions')).toEqual([]);
    client.close();
  });
});
