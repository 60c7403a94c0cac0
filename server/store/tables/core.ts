/**
 * The migration of server-core's tables; their row types are in core-rows.ts (re-exported here,
 * so `CoreTables` comes from this file as agreed).
 */
import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from '../dialect';

export type * from './core-rows';

export const coreMigration: Migration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    await s
      .createTable('users')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('country_code', 'text')
      .addColumn('phone', 'text')
      .addColumn('name', 'text', (c) => c.unique())
      .addColumn('password_hash', 'text')
      .addColumn('invite_code', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'bigint')
      .addColumn('credit_score', 'integer', (c) => c.notNull().defaultTo(100))
      .addColumn('kyc_status', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_system', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('users_phone').unique().on('users').columns(['country_code', 'phone']).execute();

    await s
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await s
      .createTable('codes')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', 'bigint')
      .execute();
    await s.createIndex('codes_target').on('codes').columns(['target', 'created_at']).execute();

    await s
      .createTable('outbox')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('outbox_target').on('outbox').columns(['target', 'id']).execute();

    await s
      .createTable('balances')
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('user_id', 'bigint')
      .addColumn('amount', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('balances_pk', ['account', 'asset'])
      .execute();
    await s.createIndex('balances_user').on('balances').column('user_id').execute();

    await s
      .createTable('ledger_tx')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('ledger_tx_kind_ref').on('ledger_tx').columns(['kind', 'ref']).execute();

    await s
      .createTable('postings')
      .addColumn('tx_id', 'bigint', (c) => c.notNull().references('ledger_tx.id'))
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('asset', 'text', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('postings_pk', ['tx_id', 'idx'])
      .execute();

    await s
      .createTable('client_ids')
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('client_ids_pk', ['user_id', 'client_id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['client_ids', 'postings', 'ledger_tx', 'balances', 'outbox', 'codes', 'sessions', 'users']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
