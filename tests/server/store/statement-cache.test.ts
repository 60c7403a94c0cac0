import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { CachedStatements } from '../../../server/store/statement-cache';

function open(capacity?: number) {
  const database = new SQLite(':memory:');
  const prepare = vi.spyOn(database, 'prepare');
  const cached = new CachedStatements(database, capacity);
  const db = new Kysely<{ t: { n: number } }>({ dialect: new SqliteDialect({ database: cached }) });
  return { db, cached, prepare };
}

describe('CachedStatements', () => {
  it('prepares each distinct SQL text once, however often Kysely runs it', async () => {
    const { db, prepare } = open();
    await sql`create table t (n integer)`.execute(db);
    for (let n = 0; n < 5; n++) await db.insertInto('t').values({ n }).execute();
    for (let i = 0; i < 3; i++) expect(await db.selectFrom('t').select('n').orderBy('n').execute()).toHaveLength(5);
    // create, insert, select
    expect(prepare).toHaveBeenCalledTimes(3);
    await db.destroy();
  });

  it('drops the least recently used statement past its capacity', async () => {
    const { db, cached, prepare } = open(2);
    await sql`create table t (n integer)`.execute(db);
    await db.selectFrom('t').select('n').execute();
    await db.selectFrom('t').select('n').where('n', '=', 1).execute();
    expect(cached.size).toBe(2);
    await db.selectFrom('t').select('n').execute();
    expect(prepare).toHaveBeenCalledTimes(3);
    await db.destroy();
  });

  it('gives a statement that is still iterating its own copy instead of reusing it', () => {
    const { cached } = open();
    cached.prepare('create table t (n integer)').run([]);
    cached.prepare('insert into t values (1), (2)').run([]);
    const seen: number[] = [];
    for (const row of cached.prepare('select n from t').iterate([]) as Iterable<{ n: number }>) {
      seen.push(row.n, ...(cached.prepare('select n from t').all([]) as { n: number }[]).map((r) => r.n));
    }
    expect(seen).toEqual([1, 1, 2, 2, 1, 2]);
    cached.close();
  });
});
