/**
 * Crypto withdrawals and the fund password (server/wallet, docs/wallet.md "Withdrawals", "Fund password"). `withdrawals`:
 * one row per accepted request, unique per user and client id (idempotency); `tx_hash` once broadcast. The fund password's
 * scrypt hash is a column of `users` (null: not set). Amounts are TEXT holding integer 1e-8 units; ids, heights and times
 * (ms) are BIGINT (strings on PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';
import type { NetworkId, WithdrawalStatus } from '@contract/wallet';
import type { MillisColumn } from './market';

export interface WithdrawalRow {
  id: MillisColumn;
  user_id: MillisColumn;
  client_id: string;
  asset: string;
  network: NetworkId;
  address: string;
  amount: string;
  fee: string;
  status: WithdrawalStatus;
  tx_hash: string | null;
  block_height: MillisColumn | null;
  confirmations: number;
  reject_reason: string | null;
  created_at: MillisColumn;
  broadcast_at: MillisColumn | null;
  confirmed_at: MillisColumn | null;
  rejected_at: MillisColumn | null;
  version: number;
}

export interface WithdrawalTables {
  withdrawals: WithdrawalRow;
}

export const withdrawalsMigration: Migration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    await s.alterTable('users').addColumn('fund_password_hash', 'text').execute();
    await s
      .createTable('withdrawals')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('asset', 'varchar(12)', (c) => c.notNull())
      .addColumn('network', 'varchar(8)', (c) => c.notNull())
      .addColumn('address', 'varchar(100)', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('fee', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('tx_hash', 'varchar(80)')
      .addColumn('block_height', 'bigint')
      .addColumn('confirmations', 'integer', (c) => c.notNull())
      .addColumn('reject_reason', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('broadcast_at', 'bigint')
      .addColumn('confirmed_at', 'bigint')
      .addColumn('rejected_at', 'bigint')
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await s.createIndex('withdrawals_client_id').unique().on('withdrawals').columns(['user_id', 'client_id']).execute();
    await s.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'id']).execute();
    // the block tick's read of the withdrawals to broadcast or still counting confirmations
    await s.createIndex('withdrawals_open').on('withdrawals').columns(['network', 'status']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('withdrawals').execute();
    await db.schema.alterTable('users').dropColumn('fund_password_hash').execute();
  },
};
