/**
 * Tables of lock-mining (server/lock, docs/lock-mining.md). `lock_orders` holds each subscription with the terms it was
 * accepted under (daily rate, penalty rate, daily dividend) and how far it has been paid (`days_paid`, `next_due_at`);
 * `lock_payments` holds each dividend under its unique key (order, day), written in the same transaction as its ledger
 * entry, so a day is paid at most once whatever crashes. Money is TEXT holding integer 1e-8 units; ids and times (ms)
 * are BIGINT, which PostgreSQL returns as strings.
 */
import type { Kysely, Migration } from 'kysely';
import type { LockOrderStatus } from '@contract/lock';
import type { MillisColumn } from './market';

export interface LockOrderRow {
  id: MillisColumn;
  user_id: MillisColumn;
  client_id: string;
  product_id: string;
  amount: string;
  cycle_days: number;
  daily_rate: string;
  penalty_rate: string;
  daily_dividend: string;
  earnings: string;
  days_paid: number;
  subscribed_at: MillisColumn;
  start_date: MillisColumn;
  end_date: MillisColumn;
  /** when the next dividend is due; null once finished */
  next_due_at: MillisColumn | null;
  status: LockOrderStatus;
  finished_at: MillisColumn | null;
  penalty: string | null;
  /** the client id of the request that ended the order early (redemption or revocation), null otherwise */
  redeem_client_id: string | null;
  version: number;
}

export interface LockPaymentRow {
  order_id: MillisColumn;
  day: number;
  amount: string;
  paid_at: MillisColumn;
}

export interface LockTables {
  lock_orders: LockOrderRow;
  lock_payments: LockPaymentRow;
}

export const lockMigration: Migration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    const text = (name: string) => [name, 'text', (c: any) => c.notNull()] as const;
    await s
      .createTable('lock_orders')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('product_id', 'varchar(32)', (c) => c.notNull())
      .addColumn(...text('amount'))
      .addColumn('cycle_days', 'integer', (c) => c.notNull())
      .addColumn(...text('daily_rate'))
      .addColumn(...text('penalty_rate'))
      .addColumn(...text('daily_dividend'))
      .addColumn(...text('earnings'))
      .addColumn('days_paid', 'integer', (c) => c.notNull())
      .addColumn('subscribed_at', 'bigint', (c) => c.notNull())
      .addColumn('start_date', 'bigint', (c) => c.notNull())
      .addColumn('end_date', 'bigint', (c) => c.notNull())
      .addColumn('next_due_at', 'bigint')
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .addColumn('penalty', 'text')
      .addColumn('redeem_client_id', 'varchar(64)')
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await s.createIndex('lock_orders_client_id').unique().on('lock_orders').columns(['user_id', 'client_id']).execute();
    await s.createIndex('lock_orders_user').on('lock_orders').columns(['user_id', 'status', 'id']).execute();
    // the dividend job reads the active orders due first
    await s.createIndex('lock_orders_due').on('lock_orders').columns(['status', 'next_due_at']).execute();
    await s
      .createTable('lock_payments')
      .addColumn('order_id', 'bigint', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn(...text('amount'))
      .addColumn('paid_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('lock_payments_pk', ['order_id', 'day'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('lock_payments').execute();
    await db.schema.dropTable('lock_orders').execute();
  },
};
