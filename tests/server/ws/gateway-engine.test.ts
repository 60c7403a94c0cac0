import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Rng } from '../../../server/simulator/prng';
import type { TestContext } from '../helpers/context';
import type { TestUser } from '../helpers/users';
import { ClientBook } from './client-book';
import { nextOn, WsClient } from './ws-client';
import { appWithTwoTraders } from './serve-app';

let ctx: TestContext;
let url: string;
let alice: TestUser;
let bob: TestUser;
let ids = 0;

beforeEach(async () => {
  ({ ctx, url, alice, bob } = await appWithTwoTraders({ USDT: '1000000', BTC: '100' }));
});
afterEach(() => ctx.close());

const limit = (user: TestUser, side: 'buy' | 'sell', price: string, quantity: string) =>
  ctx.spot.place(user.userId, { symbol: 'BTCUSDT', side, type: 'limit', price, quantity, clientOrderId: `ws-test-${++ids}` });

describe('gateway over the real engine', () => {
  it('keeps a client book equal to the engine book through random orders, with matching seqs and checksums', async () => {
    await limit(alice, 'buy', '63900.00', '1');
    const client = await WsClient.connect(url);
    client.send({ op: 'sub', ch: 'depth.BTCUSDT' });
    const snap = await nextOn(client, 'depth.BTCUSDT', 'snapshot');
    expect(snap.seq).toBe(ctx.spot.depth('BTCUSDT').seq);
    const book = new ClientBook(snap as never);
    const rng = new Rng(11);
    for (let i = 0; i < 60; i++) {
      const user = rng.chance(0.5) ? alice : bob;
      const side = rng.chance(0.5) ? 'buy' : 'sell';
      const price = (64000 + Math.round((rng.next() - 0.5) * 40) * 5).toFixed(2);
      const qty = (0.001 + Math.floor(rng.next() * 500) / 1000).toFixed(5);
      await limit(user, side, price, qty);
      const engine = ctx.spot.depth('BTCUSDT');
      if (engine.seq === book.seq) continue;
      const update = await client.next((m) => m.ch === 'depth.BTCUSDT' && m.seq === engine.seq);
      expect(book.apply(update as never)).toBe('applied');
      expect(book.levels()).toEqual({ bids: engine.bids, asks: engine.asks });
    }
    expect(book.seq).toBeGreaterThan(snap.seq);
    client.close();
  });

  it('pushes trades and the private order and balance changes of the signed-in user', async () => {
    const client = await WsClient.connect(url);
    client.send({ op: 'auth', token: alice.token });
    for (const ch of ['trades.BTCUSDT', 'orders', 'balances']) client.send({ op: 'sub', ch });
    expect((await nextOn(client, 'orders', 'snapshot')).data).toEqual([]);
    const balances = await nextOn(client, 'balances', 'snapshot');
    expect(balances.data).toContainEqual({ wallet: 'spot', asset: 'USDT', available: '1000000.00000000', frozen: '0.00000000' });
    await nextOn(client, 'trades.BTCUSDT', 'snapshot');

    const resting = await limit(alice, 'sell', '64000.00', '0.5');
    expect((await nextOn(client, 'orders', 'update')).data).toMatchObject({ id: resting.id, status: 'new' });
    const frozen = await nextOn(client, 'balances', 'update');
    expect(frozen.data).toContainEqual(expect.objectContaining({ asset: 'BTC', frozen: '0.50000000' }));

    await limit(bob, 'buy', '64000.00', '0.2');
    const trades = await nextOn(client, 'trades.BTCUSDT', 'update');
    expect(trades.data).toEqual([expect.objectContaining({ price: '64000.00', qty: '0.20000', side: 'buy' })]);
    expect((await nextOn(client, 'orders', 'update')).data).toMatchObject({
      id: resting.id,
      status: 'partially_filled',
      filledQty: '0.20000',
    });
    // bob's order is not alice's business
    await client.roundTrip();
    expect(client.take('orders')).toEqual([]);
    client.close();
  });

  it('refuses a token after logout', async () => {
    const client = await WsClient.connect(url);
    client.send({ op: 'auth', token: alice.token });
    client.send({ op: 'sub', ch: 'orders' });
    await nextOn(client, 'orders', 'snapshot');
    await ctx.accounts.logout(alice.token);
    client.send({ op: 'auth', token: alice.token });
    expect(await client.next((m) => m.op === 'error')).toMatchObject({ code: 401 });
    client.close();
  });
});
