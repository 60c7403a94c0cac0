/**
 * Opens the database and brings it to the current schema: SQLite in `<dataDir>/exchange.db` by
 * default, PostgreSQL when DATABASE_URL is set. Both go through the same Kysely code.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrate } from './migrate';
import type { Database } from './schema';
import { CachedStatements, STATEMENT_CACHE_SIZE } from './statement-cache';
import { WalCheckpointer } from './wal-checkpointer';

export const SQLITE_FILE = 'exchange.db';

export interface StoreOptions {
  /**
   * SQLite: checkpoint the write-ahead log from a worker thread (wal-checkpointer.ts), as the server
   * does; false leaves it to SQLite's COMMITs. Default true. The tests' contexts turn it off: they
   * open a database per test, and a thread per database would cost the suite half a minute.
   */
  checkpointWorker?: boolean;
}

export async function openStore(config: Config, options: StoreOptions = {}): Promise<Kysely<Database>> {
  const db = config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(config.dataDir, options.checkpointWorker ?? true);
  try {
    await migrate(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}

function openSqlite(dataDir: string, checkpointWorker: boolean): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE);
  const database = new SQLite(file);
  // WAL keeps readers off the writer's back; NORMAL sync is durable across process crashes.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const checkpointer = checkpointWorker ? new WalCheckpointer(database, file) : null;
  const statements = new CachedStatements(database, STATEMENT_CACHE_SIZE, () => checkpointer?.stop());
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
}

/** INT8 (BIGINT, COUNT) arrives as a string from pg; our BIGINTs are ids and ms times, so numbers. */
const INT8_OID = 20;
const parseInt8 = (value: string): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`BIGINT ${value} does not fit a JavaScript number`);
  return n;
};

function openPostgres(connectionString: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
