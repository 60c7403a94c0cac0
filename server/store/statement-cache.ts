/**
 * better-sqlite3 behind Kysely with a prepared-statement cache. Kysely's SQLite driver calls
 * `prepare(sql)` for every query, and preparing (parsing and planning the SQL) was a fifth of the
 * time of a spot command; a statement prepared once per distinct SQL text can be run again and
 * again. Least recently used statements are dropped past `capacity`, since batch inserts make one
 * SQL text per row count.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export const STATEMENT_CACHE_SIZE = 1_000;

export class CachedStatements implements SqliteDatabase {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly database: Database,
    private readonly capacity = STATEMENT_CACHE_SIZE,
    /** runs before the connection closes (e.g. stops the WAL checkpointer) */
    private readonly beforeClose: () => void = () => undefined,
  ) {}

  /** How many distinct statements are held (for tests). */
  get size(): number {
    return this.statements.size;
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.statements.get(sql);
    // a statement still iterating (a streamed query) cannot run twice at once: give that caller its own
    if (cached?.busy) return this.database.prepare(sql);
    if (cached) {
      this.statements.delete(sql);
      this.statements.set(sql, cached);
      return cached;
    }
    const statement = this.database.prepare(sql);
    this.statements.set(sql, statement);
    if (this.statements.size > this.capacity) this.statements.delete(this.statements.keys().next().value!);
    return statement;
  }

  close(): void {
    this.beforeClose();
    this.statements.clear();
    this.database.close();
  }
}
