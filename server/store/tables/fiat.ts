/**
 * Fiat withdrawals to a bank card (server/fiat, docs/wallet.md "Fiat withdrawals"): one row per accepted request, unique per
 * user and client id (idempotency). The card number itself is never stored: its last 4 digits, brand and an HMAC of the
 * digits. `decision` / `decision_reason` are the operator's recorded decision on a withdrawal in review, carried out by the
 * bank job. Amounts are TEXT holding integer 1e-8 units (`receive`: the fiat's own minor units as a decimal string); ids
 * and times (ms) are BIGINT (strings on PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';
import type { FiatCode, FiatWithdrawalStatus } from '@contract/fiat';
import type { MillisColumn } from './market';

export type FiatDecision = 'approve' | 'reject';

export interface FiatWithdrawalRow {
  id: MillisColumn;
  user_id: MillisColumn;
  client_id: string;
  currency: FiatCode;
  cardholder_name: string;
  bank_name: string;
  branch_name: string;
  bank_code: string;
  card_last4: string;
  card_brand: string | null;
  card_hash: string;
  amount: string;
  fee: string;
  rate: string;
  receive: string;
  btc_equivalent: string;
  status: FiatWithdrawalStatus;
  decision: FiatDecision | null;
  decision_reason: string | null;
  reject_reason: string | null;
  created_at: MillisColumn;
  submitted_at: MillisColumn | null;
  processing_at: MillisColumn | null;
  paid_at: MillisColumn | null;
  rejected_at: MillisColumn | null;
  version: number;
}

export interface FiatTables {
  fiat_withdrawals: FiatWithdrawalRow;
}

export const fiatWithdrawalsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('fiat_withdrawals')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('cardholder_name', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('branch_name', 'text', (c) => c.notNull())
      .addColumn('bank_code', 'text', (c) => c.notNull())
      .addColumn('card_last4', 'text', (c) => c.notNull())
      .addColumn('card_brand', 'text')
      .addColumn('card_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('fee', 'text', (c) => c.notNull())
      .addColumn('rate', 'text', (c) => c.notNull())
      .addColumn('receive', 'text', (c) => c.notNull())
      .addColumn('btc_equivalent', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('decision', 'varchar(8)')
      .addColumn('decision_reason', 'text')
      .addColumn('reject_reason', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('submitted_at', 'bigint')
      .addColumn('processing_at', 'bigint')
      .addColumn('paid_at', 'bigint')
      .addColumn('rejected_at', 'bigint')
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    const s = db.schema;
    await s.createIndex('fiat_withdrawals_client_id').unique().on('fiat_withdrawals').columns(['user_id', 'client_id']).execute();
    // the user's pages and the rolling 24 h cap's sum
    await s.createIndex('fiat_withdrawals_user').on('fiat_withdrawals').columns(['user_id', 'created_at']).execute();
    // the bank job's read of the withdrawals still moving
    await s.createIndex('fiat_withdrawals_open').on('fiat_withdrawals').columns(['status']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('fiat_withdrawals').execute();
  },
};
