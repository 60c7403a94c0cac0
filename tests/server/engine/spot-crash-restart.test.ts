/**
 * The promise "an acknowledged order is never lost", tested on the real server: a burst of orders
 * over HTTP, SIGKILL while requests are in flight, a restart on the same data dir, then every order
 * that got HTTP 200 must be there in a state consistent with its answer, the book must equal the
 * orders table, frozen funds must equal what open orders hold, and the ledger must be sound.
 */
import { describe, expect, it } from 'vitest';
import type { DepthSnapshot } from '@contract/market';
import type { Order } from '@contract/spot';
import { Ledger } from '../../../server/ledger/ledger';
import { Rng } from '../../../server/simulator/prng';
import { Serial } from '../../../server/store/serial';
import { allOrders, burstUntilKilled, crashDataDir, openDataDir } from './crash-burst';
import { call, signUp } from './http-client';
import { startServerProcess } from './server-process';
import { bookFromOrders, frozenByOrders } from './spot-state';

const { dataDir, servers } = crashDataDir('spot-crash-');

function randomBody(rng: Rng, n: number): Record<string, string> {
  const side = rng.chance(0.5) ? 'buy' : 'sell';
  const clientOrderId = `crash-${n}-${side}`;
  const quantity = `0.00${1 + Math.floor(rng.next() * 3)}`;
  if (rng.chance(0.85))
    return { symbol: 'BTCUSDT', side, type: 'limit', price: (63990 + Math.floor(rng.next() * 20)).toFixed(2), quantity, clientOrderId };
  return side === 'buy'
    ? { symbol: 'BTCUSDT', side, type: 'market', quoteAmount: '50', clientOrderId }
    : { symbol: 'BTCUSDT', side, type: 'market', quantity, clientOrderId };
}

describe('spot engine across a SIGKILL', () => {
  it('keeps every acknowledged order and rebuilds the book from the database', { timeout: 180_000 }, async () => {
    const first = await startServerProcess(dataDir, { MARKET: '0' });
    servers.push(first);
    const tokens = [
      await signUp(first.url, `crash-a-${process.pid}@test.example`),
      await signUp(first.url, `crash-b-${process.pid}@test.example`),
    ];

    const rng = new Rng(2024);
    const burst = { server: first, tokens, rng, requests: 400, inFlight: 12, killAfterAcks: 150, routes: 'spot/order' };
    const { acked, unanswered } = await burstUntilKilled<Order>({ ...burst, body: (n) => randomBody(rng, n) });
    expect(acked.size).toBeGreaterThanOrEqual(burst.killAfterAcks);
    expect(unanswered).toBeGreaterThan(0);

    const second = await startServerProcess(dataDir, { MARKET: '0' });
    servers.push(second);
    const now = new Map<string, Order>();
    for (const token of tokens) for (const [id, o] of await allOrders<Order>(second.url, token, 'spot/order')) now.set(id, o);
    for (const [id, { order }] of acked) {
      const current = now.get(id);
      expect(current, `acknowledged order ${id}`).toBeDefined();
      const finished = order.status === 'filled' || order.status === 'cancelled';
      if (finished) expect(current).toEqual(order);
      else expect(Number(current!.filledQty)).toBeGreaterThanOrEqual(Number(order.filledQty));
      expect(current).toMatchObject({
        clientOrderId: order.clientOrderId,
        side: order.side,
        type: order.type,
        price: order.price,
        createdAt: order.createdAt,
      });
    }
    const db = openDataDir(dataDir);
    try {
      // nothing has happened since the restart: the served book is the orders table, at the last journaled seq
      const depth = (await call<DepthSnapshot>(second.url, 'market/depth', { symbol: 'BTCUSDT', limit: 500 })).data;
      expect({ bids: depth.bids, asks: depth.asks }).toEqual(await bookFromOrders(db, 'BTCUSDT'));
      const journal = await db
        .selectFrom('spot_commands')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('symbol', '=', 'BTCUSDT')
        .executeTakeFirst();
      expect(depth.seq).toBe(Number(journal?.seq));
      const after = await call<Order>(
        second.url,
        'spot/order/place',
        { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '70000.00', quantity: '0.001', clientOrderId: 'after-restart-1' },
        tokens[0],
      );
      expect(after).toMatchObject({ status: 200, data: { status: 'new' } });
      second.proc.kill('SIGTERM');
      await second.exited;

      const ledger = new Ledger({ db, serial: new Serial(db) });
      const frozen = await frozenByOrders(db);
      const users = await db.selectFrom('orders').select('user_id').distinct().execute();
      for (const { user_id } of users) {
        for (const asset of ['USDT', 'BTC']) {
          expect((await ledger.balance(Number(user_id), 'spot', asset)).frozen, `user ${user_id} ${asset}`).toBe(
            frozen.get(`${user_id}:${asset}`) ?? 0n,
          );
        }
      }
      expect(await ledger.checkInvariant()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
