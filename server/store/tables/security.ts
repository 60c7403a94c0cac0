/**
 * Account security (server/accounts, docs/security.md). `login_history`: one row per new session (sign-in, sign-up) with
 * its device summary and client address, the 20 newest per user kept. `security_verifications`: the verification tokens
 * of user/security/verify (sha256 only), each bound to the session that proved a code and to the target it was proven on.
 * Times (ms) and ids are BIGINT (strings on PostgreSQL).
 */
import type { Generated, Kysely, Migration } from 'kysely';
import { autoIncrementId } from '../dialect';
import type { MillisColumn } from './market';

export interface LoginHistoryRow {
  id: Generated<MillisColumn>;
  user_id: MillisColumn;
  at: MillisColumn;
  device: string;
  address: string;
  /** the session this login opened (sha256 of its token) */
  session_hash: string;
}

export interface SecurityVerificationRow {
  token_hash: string;
  user_id: MillisColumn;
  session_hash: string;
  /** the code target it was proven on (targets.ts key) */
  target: string;
  expires_at: MillisColumn;
  used_at: MillisColumn | null;
}

export interface SecurityTables {
  login_history: LoginHistoryRow;
  security_verifications: SecurityVerificationRow;
}

export const accountSecurityMigration: Migration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    await s
      .createTable('login_history')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('device', 'varchar(80)', (c) => c.notNull())
      .addColumn('address', 'varchar(64)', (c) => c.notNull())
      .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
      .execute();
    await s.createIndex('login_history_user').on('login_history').columns(['user_id', 'id']).execute();
    await s
      .createTable('security_verifications')
      .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('session_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await s.createIndex('security_verifications_session').on('security_verifications').column('session_hash').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('security_verifications').execute();
    await db.schema.dropTable('login_history').execute();
  },
};
