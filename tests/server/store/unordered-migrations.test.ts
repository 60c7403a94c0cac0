/**
 * Migrations written in parallel land out of number order: a database that already ran 016–020 must still take
 * 015 when it arrives (Kysely refuses that unless told to allow unordered migrations).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../../../server/store/migrate';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  it('runs a migration numbered before ones the database already applied', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unordered-'));
    dirs.push(dir);
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(path.join(dir, 'x.sqlite')) }) });
    try {
      const names = Object.keys(MIGRATIONS).sort();
      const late = '015_lock_mining';
      expect(names).toContain(late);
      const withoutLate = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name !== late));
      const first = await new Migrator({ db, provider: { getMigrations: async () => withoutLate } }).migrateToLatest();
      expect(first.error).toBeUndefined();

      await migrate(db);

      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
      expect(applied.rows.map((r) => r.name)).toEqual(names);
    } finally {
      await db.destroy();
    }
  });
});
