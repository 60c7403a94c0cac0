/**
 * The write-ahead log is checkpointed by the worker thread, not by the server's COMMITs: the
 * database file takes the log's pages while the server's connection never checkpoints, a failing
 * worker hands checkpoints back to SQLite, and what was committed is all there after a reopen.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config';
import { SQLITE_FILE, openStore } from '../../../server/store/open';
import type { Database } from '../../../server/store/schema';
import { CHECKPOINT_EVERY_MS, WalCheckpointer } from '../../../server/store/wal-checkpointer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-wal-'));
  dirs.push(dir);
  return dir;
}

/** 400 KB in 100 commits of 4 KB: well under the 1,000 pages that make SQLite checkpoint on its own */
async function writeRows(db: Kysely<Database>): Promise<void> {
  await sql`create table filler (id integer primary key, body blob not null)`.execute(db);
  for (let i = 0; i < 100; i++) await sql`insert into filler (body) values (randomblob(4000))`.execute(db);
}

const fileSize = (dir: string): number => fs.statSync(path.join(dir, SQLITE_FILE)).size;

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('WAL checkpoints in a worker thread', () => {
  it('moves committed pages into the database file while the server connection never checkpoints', async () => {
    const dir = dataDir();
    const db = await openStore({ ...loadConfig({}), dataDir: dir });
    try {
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
      expect(rows[0]!.wal_autocheckpoint).toBe(0);
      const before = fileSize(dir);
      await writeRows(db);
      // the log holds 400 KB that only a checkpoint puts into the file
      expect(await waitFor(() => fileSize(dir) > before + 350_000, CHECKPOINT_EVERY_MS * 20)).toBe(true);
    } finally {
      await db.destroy();
    }
    const reopened = await openStore({ ...loadConfig({}), dataDir: dir }, { checkpointWorker: false });
    try {
      const { rows } = await sql<{ n: number }>`select count(*) as n from filler`.execute(reopened);
      expect(rows[0]!.n).toBe(100);
    } finally {
      await reopened.destroy();
    }
  });

  it('leaves the file alone without the worker, below SQLite’s own threshold (what the first test measures)', async () => {
    const dir = dataDir();
    const db = await openStore({ ...loadConfig({}), dataDir: dir }, { checkpointWorker: false });
    try {
      const before = fileSize(dir);
      await writeRows(db);
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_EVERY_MS * 3));
      expect(fileSize(dir)).toBeLessThan(before + 100_000);
    } finally {
      await db.destroy();
    }
  });

  it('gives checkpoints back to SQLite when the worker cannot work', async () => {
    const dir = dataDir();
    const database = new SQLite(path.join(dir, SQLITE_FILE));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      database.pragma('journal_mode = WAL');
      new WalCheckpointer(database, path.join(dir, 'missing', SQLITE_FILE));
      expect(database.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      expect(await waitFor(() => database.pragma('wal_autocheckpoint', { simple: true }) === 1000, 5_000)).toBe(true);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('checkpoint worker failed'));
    } finally {
      logged.mockRestore();
      database.close();
    }
  });
});
