/**
 * Tables of the cycle contracts (server/cycle, docs/cycle.md). `index_ticks` is the append-only index tick log that
 * settlements use: per symbol, seq 1, 2, 3 … without gaps, in time order. `cycle_orders` holds each order with the
 * terms it was accepted under (rule version, payout and fee rates) and, once settled, the exit tick and the result,
 * so a result can be re-derived from the log (`npm run verify:cycle`). Money and prices are TEXT holding integer 1e-8
 * units (profit signed); ids, seqs and times (ms) are BIGINT, which PostgreSQL returns as strings.
 */
import type { Kysely, Migration } from 'kysely';
import type { CycleCategory, CycleDirection, CycleOrderStatus, CycleOutcome } from '@contract/cycle';
import type { MillisColumn } from './market';

export interface IndexTickRow {
  symbol: string;
  seq: MillisColumn;
  ts: MillisColumn;
  price: string;
}

export interface CycleOrderRow {
  id: MillisColumn;
  user_id: MillisColumn;
  client_id: string;
  symbol: string;
  category: CycleCategory;
  direction: CycleDirection;
  period_seconds: number;
  stake: string;
  fee: string;
  payout_rate: string;
  fee_rate: string;
  rules_version: string;
  open_time: MillisColumn;
  expiry_time: MillisColumn;
  entry_seq: MillisColumn;
  entry_ts: MillisColumn;
  entry_price: string;
  status: CycleOrderStatus;
  /** null while open */
  exit_seq: MillisColumn | null;
  exit_ts: MillisColumn | null;
  exit_price: string | null;
  outcome: CycleOutcome | null;
  profit: string | null;
  payout: string | null;
  settled_at: MillisColumn | null;
  version: number;
}

export interface CycleTables {
  index_ticks: IndexTickRow;
  cycle_orders: CycleOrderRow;
}

export const cycleMigration: Migration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    await s
      .createTable('index_ticks')
      .addColumn('symbol', 'varchar(24)', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addColumn('price', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('index_ticks_pk', ['symbol', 'seq'])
      .execute();
    // entry, exit and evidence look ticks up by time
    await s.createIndex('index_ticks_symbol_ts').on('index_ticks').columns(['symbol', 'ts']).execute();

    const text = (name: string) => [name, 'text', (c: any) => c.notNull()] as const;
    await s
      .createTable('cycle_orders')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('symbol', 'varchar(24)', (c) => c.notNull())
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('direction', 'varchar(4)', (c) => c.notNull())
      .addColumn('period_seconds', 'integer', (c) => c.notNull())
      .addColumn(...text('stake'))
      .addColumn(...text('fee'))
      .addColumn(...text('payout_rate'))
      .addColumn(...text('fee_rate'))
      .addColumn('rules_version', 'varchar(16)', (c) => c.notNull())
      .addColumn('open_time', 'bigint', (c) => c.notNull())
      .addColumn('expiry_time', 'bigint', (c) => c.notNull())
      .addColumn('entry_seq', 'bigint', (c) => c.notNull())
      .addColumn('entry_ts', 'bigint', (c) => c.notNull())
      .addColumn(...text('entry_price'))
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('exit_seq', 'bigint')
      .addColumn('exit_ts', 'bigint')
      .addColumn('exit_price', 'text')
      .addColumn('outcome', 'varchar(4)')
      .addColumn('profit', 'text')
      .addColumn('payout', 'text')
      .addColumn('settled_at', 'bigint')
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await s.createIndex('cycle_orders_client_id').unique().on('cycle_orders').columns(['user_id', 'client_id']).execute();
    await s.createIndex('cycle_orders_user_open').on('cycle_orders').columns(['user_id', 'status', 'expiry_time']).execute();
    await s.createIndex('cycle_orders_user_settled').on('cycle_orders').columns(['user_id', 'status', 'settled_at']).execute();
    await s.createIndex('cycle_orders_due').on('cycle_orders').columns(['status', 'expiry_time']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('cycle_orders').execute();
    await db.schema.dropTable('index_ticks').execute();
  },
};
