/**
 * The promise "an acknowledged order is never lost", tested on the real server: a burst of orders
 * over HTTP, SIGKILL while requests are in flight, a restart on the same data dir, then every order
 * that got HTTP 200 must be there in a state consistent with its answer, the book must equal the
 * orders table, frozen funds must equal what open orders hold, and the ledger must be sound.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { DepthSnapshot } from '@contract/market';
import type { Paged } from '@contract/primitives';
import type { Order } from '@contract/spot';
import { Ledger } from '../../../server/ledger/ledger';
import { Rng } from '../../../server/simulator/prng';
import type { Database } from '../../../server/store/schema';
import { SQLITE_FILE } from '../../../server/store/open';
import { Serial } from '../../../server/store/serial';
import { call, signUp } from './http-client';
import { startServerProcess, type ServerProcess } from './server-process';
import { bookFromOrders, frozenByOrders } from './spot-state';

const REQUESTS = 400;
const IN_FLIGHT = 12;
const KILL_AFTER_ACKS = 150;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spot-crash-'));
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) {
    s.proc.kill('SIGKILL');
    await s.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

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

async function allOrders(url: string, token: string): Promise<Map<string, Order>> {
  const out = new Map<string, Order>();
  for (const path of ['spot/order/open', 'spot/order/history']) {
    for (let page = 1; ; page++) {
      const { data } = await call<Paged<Order>>(url, path, { page, size: 100 }, token);
      for (const o of data.items) out.set(o.id, o);
      if (page * 100 >= data.total) break;
    }
  }
  return out;
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
    const acked = new Map<string, { token: string; order: Order }>();
    let sent = 0;
    let unanswered = 0;
    const worker = async () => {
      while (sent < REQUESTS) {
        const n = sent++;
        const token = tokens[n % tokens.length]!;
        const open = [...acked.values()].filter(
          (a) => a.token === token && (a.order.status === 'new' || a.order.status === 'partially_filled'),
        );
        const cancel = open.length > 0 && rng.chance(0.2) ? open[Math.floor(rng.next() * open.length)]! : null;
        try {
          const res = cancel
            ? await call<Order>(first.url, 'spot/order/cancel', { orderId: cancel.order.id }, token)
            : await call<Order>(first.url, 'spot/order/place', randomBody(rng, n), token);
          if (res.status === 200) acked.set(res.data.id, { token, order: res.data });
          if (acked.size >= KILL_AFTER_ACKS && first.proc.exitCode === null) first.proc.kill('SIGKILL');
        } catch {
          unanswered++; // the connection died with the server: outcome unknown, and that is allowed
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await first.exited;
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(unanswered).toBeGreaterThan(0);

    const second = await startServerProcess(dataDir, { MARKET: '0' });
    servers.push(second);
    const now = new Map<string, Order>();
    for (const token of tokens) for (const [id, o] of await allOrders(second.url, token)) now.set(id, o);
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
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, SQLITE_FILE)) }) });
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
