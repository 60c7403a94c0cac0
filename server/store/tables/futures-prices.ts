/**
 * The mark tick log of the perpetuals (docs/futures.md, "Index, mark, tick log"): append-only, one row per symbol and
 * second, seq 1, 2, 3 … without gaps per symbol. Prices, the EMA and fractions (premium, funding rate) are TEXT holding
 * signed integer 1e-8 units (server/money.ts); times are BIGINT milliseconds. Each row carries the state the next tick
 * continues from (EMA, the funding interval's premium sum and count), so a restart reads one row per symbol.
 */
import type { Kysely, Migration } from 'kysely';
import type { MillisColumn } from './market';

export interface MarkTickRow {
  symbol: string;
  seq: MillisColumn;
  ts: MillisColumn;
  index_price: string;
  /** the middle of the perpetual's book the EMA stepped towards */
  mid: string;
  ema: string;
  mark_price: string;
  /** premium sum and tick count of the funding interval that contains ts, this tick included */
  premium_sum: string;
  premium_count: MillisColumn;
  /** the funding-rate estimate of that interval after this tick */
  funding_rate: string;
}

export interface FuturesPriceTables {
  mark_ticks: MarkTickRow;
}

export const futuresPricesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('mark_ticks')
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addColumn('index_price', 'text', (c) => c.notNull())
      .addColumn('mid', 'text', (c) => c.notNull())
      .addColumn('ema', 'text', (c) => c.notNull())
      .addColumn('mark_price', 'text', (c) => c.notNull())
      .addColumn('premium_sum', 'text', (c) => c.notNull())
      .addColumn('premium_count', 'bigint', (c) => c.notNull())
      .addColumn('funding_rate', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('mark_ticks_pk', ['symbol', 'seq'])
      .execute();
    // funding and liquidation evidence look ticks up by time
    await db.schema.createIndex('mark_ticks_symbol_ts').on('mark_ticks').columns(['symbol', 'ts']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('mark_ticks').execute();
  },
};
