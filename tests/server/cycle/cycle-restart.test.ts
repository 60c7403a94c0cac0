/**
 * Cycle settlement across kill -9 (docs/cycle.md "Settlement"), on the real server as a child process over a SQLite
 * file: orders of every period are open when the server is killed with SIGKILL (a burst still in flight), their expiries
 * pass while it is down (the restarted server's clock runs ahead: CLOCK_OFFSET_MS), and the restart
 * settles every order that expired with the first tick recorded after it. A second kill -9 and restart, later still,
 * settles the rest. Then: each order settled exactly once (one settlement entry each), every result the one the rules
 * derive from the tick log (verify:cycle) and the one the prices give, users' USDT equal to their results, the ledger sound.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { CycleOrder } from '@contract/cycle';
import type { Paged } from '@contract/primitives';
import { verifyCycle } from '../../../server/cycle/verify';
import { DEMO_FUND_USDT_TARGET } from '../../../server/ledger/demo-fund';
import { Ledger } from '../../../server/ledger/ledger';
import type { Database } from '../../../server/store/schema';
import { SQLITE_FILE } from '../../../server/store/open';
import { Serial } from '../../../server/store/serial';
import { call, signUp } from '../engine/http-client';
import type { ServerProcess } from '../engine/server-process';
import { cycleBookProblems, userResultProblems } from './helpers-proof/cycle-books';
import { AFTER_KILL, BEFORE_KILL, burstOrder, expectedOutcome, ORDERS, placeBody } from './helpers-proof/restart-orders';
import { startCycleServer } from './helpers-proof/restart-server';

const BURST = 40;
const IN_FLIGHT = 8;
const KILL_AFTER_BURST_ACKS = 15;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-restart-'));
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) {
    s.proc.kill('SIGKILL');
    await s.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(prices: Record<string, string>, shiftMs: number, name: string): Promise<ServerProcess> {
  const server = await startCycleServer(dataDir, { prices, shiftMs }, name);
  servers.push(server);
  return server;
}

async function killHard(server: ServerProcess): Promise<void> {
  server.proc.kill('SIGKILL');
  await server.exited;
}

async function ordersOf(url: string, token: string): Promise<CycleOrder[]> {
  const out: CycleOrder[] = [];
  for (const route of ['cycle/order/open', 'cycle/order/history'])
    for (let page = 1; ; page++) {
      const { data } = await call<Paged<CycleOrder>>(url, route, { page, size: 100 }, token);
      out.push(...data.items);
      if (page * 100 >= data.total) break;
    }
  return out;
}

describe('cycle settlement across kill -9', () => {
  it('settles every order that expired while the server was down, exactly once, as the tick log says', { timeout: 240_000 }, async () => {
    const first = await start(BEFORE_KILL, 0, 'first');
    const tokens = [
      await signUp(first.url, `cycle-restart-a-${process.pid}@test.example`),
      await signUp(first.url, `cycle-restart-b-${process.pid}@test.example`),
    ];
    const acked = new Map<string, CycleOrder>();
    for (const [i, o] of ORDERS.entries()) {
      const res = await call<CycleOrder>(first.url, 'cycle/order/place', placeBody(o, `restart-table-${i}`), tokens[o.user]);
      expect(res.status, res.msg).toBe(200);
      acked.set(res.data.id, res.data);
    }
    // a burst still in flight when the server dies: an answered order must be there, an unanswered one may be
    let sent = 0;
    let unanswered = 0;
    const worker = async () => {
      while (sent < BURST) {
        const n = sent++;
        const o = burstOrder(n);
        try {
          const res = await call<CycleOrder>(first.url, 'cycle/order/place', placeBody(o, `restart-burst-${n}`), tokens[o.user]);
          if (res.status === 200) acked.set(res.data.id, res.data);
          if (acked.size >= ORDERS.length + KILL_AFTER_BURST_ACKS && first.proc.exitCode === null) first.proc.kill('SIGKILL');
        } catch {
          unanswered++;
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await first.exited;
    expect(unanswered).toBeGreaterThan(0);
    const earliestExpiry = Math.min(...[...acked.values()].map((o) => o.expiryTime));
    expect(Date.now(), 'the server died before any order expired').toBeLessThan(earliestExpiry);

    // 40 s later by its clock: every 30 s order has expired, the 300 s ones have not
    const second = await start(AFTER_KILL, 40_000, 'second');
    const seen = (await Promise.all(tokens.map((t) => ordersOf(second.url, t)))).flat();
    for (const o of seen) {
      if (o.periodSeconds === 30) expect(o, `30 s order ${o.id} after the first restart`).toMatchObject({ status: 'settled' });
      if (o.periodSeconds === 300) expect(o.status, `300 s order ${o.id} after the first restart`).toBe('open');
    }
    await killHard(second);

    // past every period: the second restart settles the rest and nothing twice
    const third = await start(AFTER_KILL, 330_000, 'third');
    const now = new Map((await Promise.all(tokens.map((t) => ordersOf(third.url, t)))).flat().map((o) => [o.id, o]));
    for (const [id, order] of acked)
      expect(now.get(id), `acknowledged order ${id}`).toMatchObject({ clientId: order.clientId, entry: order.entry });
    for (const o of now.values()) {
      expect(o, `order ${o.id}`).toMatchObject({
        status: 'settled',
        entry: { price: BEFORE_KILL[o.symbol] },
        exit: { price: AFTER_KILL[o.symbol] },
      });
      expect(o.outcome, `order ${o.id}: ${o.symbol} ${o.direction}`).toBe(expectedOutcome(o.symbol, o.direction));
      expect(o.exit!.ts, `order ${o.id}: the exit tick is the first at or after the expiry`).toBeGreaterThanOrEqual(o.expiryTime);
    }
    third.proc.kill('SIGTERM');
    await third.exited;

    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, SQLITE_FILE)) }) });
    try {
      expect(await cycleBookProblems(db), 'one acceptance and one settlement entry per order').toEqual([]);
      expect(await verifyCycle(db)).toEqual({ checked: now.size, mismatches: [] });
      const users = await db.selectFrom('cycle_orders').select('user_id').distinct().execute();
      expect(users).toHaveLength(2);
      expect(await userResultProblems(db, new Map(users.map((u) => [Number(u.user_id), DEMO_FUND_USDT_TARGET])))).toEqual([]);
      expect(await new Ledger({ db, serial: new Serial(db) }).checkInvariant()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
