/**
 * The few places where SQLite and PostgreSQL need different SQL. Everything else is plain Kysely,
 * so one code path serves both backends.
 */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely';

/** Migrations and these helpers work on any schema. */
type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * An auto-incremented primary key: `.addColumn('id', ...autoIncrementId(db))`.
 * BIGSERIAL on PostgreSQL; INTEGER PRIMARY KEY AUTOINCREMENT on SQLite (never reuses an id).
 */
export function autoIncrementId(db: AnyDb): ['bigserial' | 'integer', (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return isPostgres(db) ? ['bigserial', (col) => col.primaryKey()] : ['integer', (col) => col.primaryKey().autoIncrement()];
}

/**
 * The exact sum of a TEXT column holding integer minor units, as a decimal string (null when no row).
 * PostgreSQL sums NUMERIC (unbounded); SQLite sums 64-bit integers, so its sums are exact up to
 * 2^63-1 units (about 92 billion whole units of one asset) and raise "integer overflow" past that.
 * The result is cast to text so the driver never turns it into a float.
 */
export function sumUnits(db: AnyDb, column: string): RawBuilder<string | null> {
  const ref = sql.ref(column);
  return isPostgres(db)
    ? sql<string | null>`cast(sum(cast(${ref} as numeric)) as text)`
    : sql<string | null>`cast(sum(cast(${ref} as integer)) as text)`;
}
