/**
 * What the crash-restart tests of spot and futures share: a data dir (removed with every server once the file is
 * done), a burst of order requests from several traders with SIGKILL once enough were acknowledged, every order of a
 * user over its paged routes, and the data dir's SQLite database for the checks after the restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll } from 'vitest';
import type { Paged } from '@contract/primitives';
import type { Rng } from '../../../server/simulator/prng';
import type { Database } from '../../../server/store/schema';
import { SQLITE_FILE } from '../../../server/store/open';
import { call } from './http-client';
import type { ServerProcess } from './server-process';

/** A fresh data dir and the list of servers started on it, all gone after the file's tests. */
export function crashDataDir(prefix: string): { dataDir: string; servers: ServerProcess[] } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) {
      s.proc.kill('SIGKILL');
      await s.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, servers };
}

interface AnyOrder {
  id: string;
  status: string;
}

export interface Burst {
  server: ServerProcess;
  tokens: readonly string[];
  rng: Rng;
  requests: number;
  inFlight: number;
  killAfterAcks: number;
  /** e.g. 'spot/order' or 'contract/order': its `place` and `cancel` routes */
  routes: string;
  /** the place body of request `n`, sent by trader `trader` (an index into tokens) */
  body(n: number, trader: number): Record<string, string>;
}

/**
 * Sends `requests` places and cancels (a cancel of one of the trader's open orders one time in five) with `inFlight`
 * at a time, SIGKILLs the server once `killAfterAcks` were answered 200, and waits for it to be gone. Answers the
 * acknowledged orders as last answered and how many requests died with the server.
 */
export async function burstUntilKilled<O extends AnyOrder>(
  b: Burst,
): Promise<{ acked: Map<string, { token: string; order: O }>; unanswered: number }> {
  const acked = new Map<string, { token: string; order: O }>();
  let sent = 0;
  let unanswered = 0;
  const worker = async () => {
    while (sent < b.requests) {
      const n = sent++;
      const trader = n % b.tokens.length;
      const token = b.tokens[trader]!;
      const open = [...acked.values()].filter(
        (a) => a.token === token && (a.order.status === 'new' || a.order.status === 'partially_filled'),
      );
      const cancel = open.length > 0 && b.rng.chance(0.2) ? open[Math.floor(b.rng.next() * open.length)]! : null;
      try {
        const res = cancel
          ? await call<O>(b.server.url, `${b.routes}/cancel`, { orderId: cancel.order.id }, token)
          : await call<O>(b.server.url, `${b.routes}/place`, b.body(n, trader), token);
        if (res.status === 200) acked.set(res.data.id, { token, order: res.data });
        if (acked.size >= b.killAfterAcks && b.server.proc.exitCode === null) b.server.proc.kill('SIGKILL');
      } catch {
        unanswered++; // the connection died with the server: outcome unknown, and that is allowed
      }
    }
  };
  await Promise.all(Array.from({ length: b.inFlight }, worker));
  await b.server.exited;
  return { acked, unanswered };
}

/** Every order of the user behind `token`, over its open and history routes (`${routes}/open`, `${routes}/history`). */
export async function allOrders<O extends AnyOrder>(url: string, token: string, routes: string): Promise<Map<string, O>> {
  const out = new Map<string, O>();
  for (const list of ['open', 'history']) {
    for (let page = 1; ; page++) {
      const { data } = await call<Paged<O>>(url, `${routes}/${list}`, { page, size: 100 }, token);
      for (const o of data.items) out.set(o.id, o);
      if (page * 100 >= data.total) break;
    }
  }
  return out;
}

/** The data dir's database, opened beside a stopped server. */
export const openDataDir = (dataDir: string): Kysely<Database> =>
  new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, SQLITE_FILE)) }) });
