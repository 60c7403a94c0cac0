/**
 * Tables of the simulated chain (server/chain, docs/wallet.md). `chain_blocks`: each network's blocks, heights 1, 2, 3 …
 * `chain_txs`: every transaction, in the mempool while `block_height` is null; `npm run chain -- send` writes here too, and
 * the running server's miner takes it into its next block. `deposit_addresses`: the addresses the server has handed
 * out, so a mined transaction finds its user. `deposits`: a user's deposits with their status (one per transaction).
 * Amounts are TEXT holding integer 1e-8 units; heights, ids and times (ms) are BIGINT (strings on PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';
import type { DepositStatus, NetworkId } from '@contract/wallet';
import type { MillisColumn } from './market';

export interface ChainBlockRow {
  network: NetworkId;
  height: MillisColumn;
  hash: string;
  ts: MillisColumn;
}

export interface ChainTxRow {
  hash: string;
  network: NetworkId;
  asset: string;
  to_address: string;
  amount: string;
  /** null while in the mempool */
  block_height: MillisColumn | null;
  /** 1 when sent by the demo's "simulate a deposit" or the chain script */
  simulated: number;
  created_at: MillisColumn;
}

export interface DepositAddressRow {
  network: NetworkId;
  address: string;
  user_id: MillisColumn;
}

export interface DepositRow {
  id: MillisColumn;
  user_id: MillisColumn;
  tx_hash: string;
  asset: string;
  network: NetworkId;
  address: string;
  amount: string;
  /** the simulate request's clientId (idempotency), null for a transfer from outside */
  client_id: string | null;
  block_height: MillisColumn | null;
  confirmations: number;
  status: DepositStatus;
  simulated: number;
  proof_url: string | null;
  created_at: MillisColumn;
  credited_at: MillisColumn | null;
  unlocked_at: MillisColumn | null;
  version: number;
}

export interface ChainTables {
  chain_blocks: ChainBlockRow;
  chain_txs: ChainTxRow;
  deposit_addresses: DepositAddressRow;
  deposits: DepositRow;
}

export const chainMigration: Migration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    await s
      .createTable('chain_blocks')
      .addColumn('network', 'varchar(8)', (c) => c.notNull())
      .addColumn('height', 'bigint', (c) => c.notNull())
      .addColumn('hash', 'varchar(80)', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('chain_blocks_pk', ['network', 'height'])
      .execute();
    await s
      .createTable('chain_txs')
      .addColumn('hash', 'varchar(80)', (c) => c.primaryKey())
      .addColumn('network', 'varchar(8)', (c) => c.notNull())
      .addColumn('asset', 'varchar(12)', (c) => c.notNull())
      .addColumn('to_address', 'varchar(100)', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('block_height', 'bigint')
      .addColumn('simulated', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // the miner's mempool read
    await s.createIndex('chain_txs_mempool').on('chain_txs').columns(['network', 'block_height']).execute();
    await s
      .createTable('deposit_addresses')
      .addColumn('network', 'varchar(8)', (c) => c.notNull())
      .addColumn('address', 'varchar(100)', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('deposit_addresses_pk', ['network', 'address'])
      .execute();
    await s
      .createTable('deposits')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('tx_hash', 'varchar(80)', (c) => c.notNull().unique())
      .addColumn('asset', 'varchar(12)', (c) => c.notNull())
      .addColumn('network', 'varchar(8)', (c) => c.notNull())
      .addColumn('address', 'varchar(100)', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('client_id', 'varchar(64)')
      .addColumn('block_height', 'bigint')
      .addColumn('confirmations', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('simulated', 'integer', (c) => c.notNull())
      .addColumn('proof_url', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('credited_at', 'bigint')
      .addColumn('unlocked_at', 'bigint')
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await s.createIndex('deposits_client_id').unique().on('deposits').columns(['user_id', 'client_id']).execute();
    await s.createIndex('deposits_user').on('deposits').columns(['user_id', 'id']).execute();
    // the miner's read of the deposits still counting confirmations
    await s.createIndex('deposits_open').on('deposits').columns(['network', 'status']).execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['deposits', 'deposit_addresses', 'chain_txs', 'chain_blocks']) await db.schema.dropTable(table).execute();
  },
};
