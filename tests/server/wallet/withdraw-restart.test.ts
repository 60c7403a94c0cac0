/**
 * A withdrawal across kill -9 (docs/wallet.md "Withdrawals"), on the real server as a child process over a SQLite file:
 * a withdrawal frozen (submitted) right after an ERC20 block is acknowledged, then the server is killed with SIGKILL
 * before the next block. Each restart runs the server's clock further ahead (CLOCK_OFFSET_MS), so the network's next
 * block is due at once: the first restart broadcasts it, and it keeps counting confirmations across two more kills up to
 * confirmed. Then: one withdrawal, one chain transaction, one freeze and one payout entry, the balance down by amount + fee
 * exactly once, nothing frozen, the ledger sound.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Withdrawal } from '@contract/wallet';
import { DEMO_FUND_USDT_TARGET } from '../../../server/ledger/demo-fund';
import { Ledger } from '../../../server/ledger/ledger';
import { toUnits } from '../../../server/money';
import type { Database } from '../../../server/store/schema';
import { SQLITE_FILE } from '../../../server/store/open';
import { Serial } from '../../../server/store/serial';
import { call, signUp } from '../engine/http-client';
import { startServerProcess, type ServerProcess } from '../engine/server-process';
import { EVM_ADDRESS, FUND_PASSWORD } from './withdraw-fixture';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'withdraw-restart-'));
const servers: ServerProcess[] = [];
/** further than one ERC20 block time (12 s) past the previous run's clock, so one block is due as the server starts */
const STEP_MS = 60_000;

afterAll(async () => {
  for (const s of servers) {
    s.proc.kill('SIGKILL');
    await s.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(run: number): Promise<ServerProcess> {
  const server = await startServerProcess(dataDir, { MARKET: '0', CLOCK_OFFSET_MS: String(run * STEP_MS) });
  servers.push(server);
  return server;
}

async function killHard(server: ServerProcess): Promise<void> {
  server.proc.kill('SIGKILL');
  await server.exited;
}

async function withDb<T>(read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dataDir, SQLITE_FILE)) }) });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const value = await read();
    if (value !== undefined) return value;
  }
  throw new Error(`gave up waiting for ${what}`);
}

const erc20Height = () =>
  withDb(async (db) => {
    const row = await db
      .selectFrom('chain_blocks')
      .select((eb) => eb.fn.max('height').as('h'))
      .where('network', '=', 'ERC20')
      .executeTakeFirst();
    return Number(row?.h ?? 0);
  });

describe('a withdrawal across kill -9', () => {
  it('is neither lost nor paid twice, and keeps counting confirmations', { timeout: 180_000 }, async () => {
    const first = await start(0);
    const email = `withdraw-restart-${process.pid}@test.example`;
    const token = await signUp(first.url, email);
    expect((await call(first.url, 'user/fund-password/code', {}, token)).status).toBe(200);
    const outbox = await call<{ code: string; purpose: string }[]>(first.url, 'demo/outbox', { to: email });
    const code = outbox.data.find((e) => e.purpose === 'fundPassword')!.code;
    const set = await call(first.url, 'user/fund-password/set', { password: FUND_PASSWORD, confirmPassword: FUND_PASSWORD, code }, token);
    expect(set.status, set.msg).toBe(200);
    // right after an ERC20 block, the next one is 12 s away: time to be acknowledged and killed before it
    await until('the first ERC20 block', async () => ((await erc20Height()) >= 1 ? true : undefined));
    const body = {
      asset: 'USDT',
      network: 'ERC20',
      address: EVM_ADDRESS,
      amount: '100',
      fundPassword: FUND_PASSWORD,
      clientId: 'restart-w-1',
    };
    const sent = await call<Withdrawal>(first.url, 'wallet/withdraw', body, token);
    expect(sent.status, sent.msg).toBe(200);
    await killHard(first);
    const frozenAtKill = await withDb((db) => db.selectFrom('withdrawals').select('status').execute());
    expect(frozenAtKill).toEqual([{ status: 'submitted' }]);

    const seen: string[] = [];
    for (let run = 1; run <= 4; run++) {
      const server = await start(run);
      const expected = run === 1 ? 'broadcast 0' : run === 4 ? 'confirmed 3' : `broadcast ${run - 1}`;
      const state = await until(`"${expected}" after restart ${run}`, async () => {
        const list = await call<{ items: Withdrawal[] }>(server.url, 'wallet/withdraw/list', {}, token);
        const w = list.data.items[0];
        return w && `${w.status} ${w.confirmations}` === expected ? expected : undefined;
      });
      seen.push(state);
      // the same client id after a restart answers the same withdrawal
      const again = await call<Withdrawal>(server.url, 'wallet/withdraw', body, token);
      expect(again.data.id).toBe(sent.data.id);
      await killHard(server);
    }
    expect(seen).toEqual(['broadcast 0', 'broadcast 1', 'broadcast 2', 'confirmed 3']);

    await withDb(async (db) => {
      expect(await db.selectFrom('withdrawals').select(['id', 'status']).execute()).toEqual([
        { id: Number(sent.data.id), status: 'confirmed' },
      ]);
      const txs = await db.selectFrom('chain_txs').select('amount').where('to_address', '=', EVM_ADDRESS).execute();
      expect(txs).toEqual([{ amount: toUnits('100').toString() }]);
      const entries = await db
        .selectFrom('ledger_tx')
        .select('kind')
        .where('ref', '=', sent.data.id)
        .where('kind', 'like', 'withdraw%')
        .orderBy('id')
        .execute();
      expect(entries.map((e) => e.kind)).toEqual(['withdraw_freeze', 'withdraw']);
      const ledger = new Ledger({ db, serial: new Serial(db) });
      const userId = Number((await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);
      expect(await ledger.balance(userId, 'spot', 'USDT', db)).toEqual({ available: DEMO_FUND_USDT_TARGET - toUnits('105'), frozen: 0n });
      expect(await ledger.checkInvariant()).toEqual([]);
    });
  });
});
