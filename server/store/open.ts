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
import { CachedStatements } from './statement-cache';

export const SQLITE_FILE = 'exchange.db';

export async function openStore(config: Config): Promise<Kysely<Database>> {
  const db = config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(config.dataDir);
  try {
    await migrate(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}

function openSqlite(dataDir: string): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, SQLITE_FILE));
  // WAL keeps readers off the writer's back; NORMAL sync is durable across process crashes.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new CachedStatements(database) }) });
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
