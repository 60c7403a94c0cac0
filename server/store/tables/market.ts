/**
 * Tables of the market module. Prices and volumes are TEXT holding integer units scaled by 1e8
 * (server/money.ts); times are BIGINT milliseconds. PostgreSQL returns BIGINT as a string, so
 * time columns are read through Number().
 */
import type { ColumnType, Kysely, Migration } from 'kysely';

/** BIGINT milliseconds: a number when written, a number (SQLite) or a string (PostgreSQL) when read. */
export type MillisColumn = ColumnType<number | string, number, number>;

export interface KlineRow {
  symbol: string;
  /** one of contract KLINE_INTERVALS */
  period: string;
  /** bar open time */
  t: MillisColumn;
  o: string;
  h: string;
  l: string;
  c: string;
  /** base volume */
  v: string;
  /** quote (USDT) turnover; feeds the 24 h ticker after a restart */
  q: string;
}

/** Where each symbol's simulator stopped, so a restart continues the same seeded path. */
export interface SimStateRow {
  symbol: string;
  tick: MillisColumn;
  /** log of the process price, as the exact text of a double (a model state, not money) */
  log_price: string;
  process_rng: MillisColumn;
  bot_rng: MillisColumn;
  updated_at: MillisColumn;
}

export interface MarketTables {
  klines: KlineRow;
  sim_state: SimStateRow;
}

export const marketMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('klines')
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('t', 'bigint', (c) => c.notNull())
      .addColumn('o', 'text', (c) => c.notNull())
      .addColumn('h', 'text', (c) => c.notNull())
      .addColumn('l', 'text', (c) => c.notNull())
      .addColumn('c', 'text', (c) => c.notNull())
      .addColumn('v', 'text', (c) => c.notNull())
      .addColumn('q', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('klines_pk', ['symbol', 'period', 't'])
      .execute();
    await db.schema
      .createTable('sim_state')
      .addColumn('symbol', 'text', (c) => c.primaryKey())
      .addColumn('tick', 'bigint', (c) => c.notNull())
      .addColumn('log_price', 'text', (c) => c.notNull())
      .addColumn('process_rng', 'bigint', (c) => c.notNull())
      .addColumn('bot_rng', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sim_state').execute();
    await db.schema.dropTable('klines').execute();
  },
};
