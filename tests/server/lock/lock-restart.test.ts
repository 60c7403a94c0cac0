/**
 * The dividend job across kill -9 (docs/lock-mining.md "The daily dividend job"), on the real server as a child process
 * over a SQLite file: 600 orders are subscribed, the server stops, and restarts with its clock 20 days ahead
 * (CLOCK_OFFSET_MS), so its start-up catch-up pays about 19 days × 600 orders in several transactions. The test watches
 * the database and kills the server with SIGKILL once the first payments are committed and before the last; a third
 * start finishes the job. Then: every order paid each due day exactly once (days 1…n, one ledger entry each), the
 * users' USDT what the rules give, the ledger sound.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { LockOrder } from '@contract/lock';
import { lockDaysDue } from '@contract/lock-dates';
import { Ledger } from '../../../server/ledger/ledger';
import type { Database } from '../../../server/store/schema';
import { SQLITE_FILE } from '../../../server/store/open';
import { Serial } from '../../../server/store/serial';
import { call, signUp } from '../engine/http-client';
import { startServerProcess, type ServerProcess } from '../engine/server-process';
import { freePort } from '../../e2e/helpers/server';

const USERS = 6;
/** each user's 10,000 demo USDT in 100 orders of 100 USDT: 600 orders, three dividend transactions of 200 */
const ORDERS_PER_USER = 100;
const AHEAD_MS = 20 * 86_400_000;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-restart-'));
const procs: ServerProcess['proc'][] = [];

afterAll(async () => {
  for (const proc of procs) if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const paymentsCommitted = (file: SQLite.Database): number =>
  (file.prepare('select count(*) as n from lock_payments').get() as { n: number }).n;

/** Starts the server on the data dir without waiting for it to listen: its catch-up runs before it does. */
function spawnServer(env: Record<string, string>, port: number) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', MARKET: '0', ...env },
    stdio: 'ignore',
  });
  procs.push(proc);
  return { proc, exited: new Promise<void>((resolve) => proc.once('exit', () => resolve())) };
}

describe('lock dividends across kill -9', () => {
  it('pays every order each due day exactly once after a kill during the job', { timeout: 240_000 }, async () => {
    const first = await startServerProcess(dataDir, { MARKET: '0' });
    procs.push(first.proc);
    const tokens: string[] = [];
    for (let u = 0; u < USERS; u++) tokens.push(await signUp(first.url, `lock-restart-${u}-${process.pid}@test.example`));
    const orders: LockOrder[] = [];
    await Promise.all(
      tokens.map(async (token, u) => {
        for (let i = 0; i < ORDERS_PER_USER; i++) {
          const res = await call<LockOrder>(
            first.url,
            'lock/subscribe',
            { productId: 'usdt-30d', amount: '100', clientId: `restart-${u}-${i}` },
            token,
          );
          expect(res.status, res.msg).toBe(200);
          orders.push(res.data);
        }
      }),
    );
    first.proc.kill('SIGTERM');
    await new Promise<void>((resolve) => (first.proc.exitCode !== null ? resolve() : first.proc.once('exit', () => resolve())));

    const file = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true });
    const second = spawnServer({ CLOCK_OFFSET_MS: String(AHEAD_MS) }, await freePort());
    let seenAtKill = 0;
    for (
      const deadline = Date.now() + 120_000;
      Date.now() < deadline && second.proc.exitCode === null;
      await new Promise((r) => setTimeout(r, 5))
    ) {
      seenAtKill = paymentsCommitted(file);
      if (seenAtKill > 0) {
        second.proc.kill('SIGKILL');
        break;
      }
    }
    await second.exited;
    const afterKill = paymentsCommitted(file);
    file.close();
    const due = new Map(orders.map((o) => [o.id, lockDaysDue(o.startDate, o.cycleDays, Date.now() + AHEAD_MS)]));
    const total = [...due.values()].reduce((a, b) => a + b, 0);
    expect(seenAtKill, 'the kill came once payments were committed').toBeGreaterThan(0);
    expect(afterKill, 'the kill came before the job had paid everything').toBeLessThan(total);

    const third = await startServerProcess(dataDir, { MARKET: '0', CLOCK_OFFSET_MS: String(AHEAD_MS) });
    procs.push(third.proc);
    third.proc.kill('SIGTERM');
    await third.exited;

    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, SQLITE_FILE)) }) });
    try {
      const payments = await db.selectFrom('lock_payments').select(['order_id', 'day']).orderBy('order_id').orderBy('day').execute();
      const days = new Map<string, number[]>();
      for (const p of payments) days.set(String(p.order_id), [...(days.get(String(p.order_id)) ?? []), Number(p.day)]);
      for (const o of orders) {
        const n = due.get(o.id)!;
        expect(days.get(o.id), `order ${o.id}`).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      }
      const entries = await db.selectFrom('ledger_tx').select('ref').where('kind', '=', 'lock_dividend').execute();
      expect(entries).toHaveLength(total);
      expect(new Set(entries.map((e) => e.ref)).size, 'one ledger entry per order and day').toBe(total);
      const users = await db.selectFrom('lock_orders').select(['user_id', 'days_paid', 'earnings']).execute();
      // 100 USDT × 0.0050 = 0.50 USDT a day
      for (const u of users) expect(BigInt(u.earnings)).toBe(BigInt(u.days_paid) * 50_000_000n);
      expect(await new Ledger({ db, serial: new Serial(db) }).checkInvariant()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
