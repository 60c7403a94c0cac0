/**
 * Identity verification and the operator's review decisions (docs/identity.md). `identity_submissions`: one row per
 * submission (Basic fields or Advanced image urls); `decision` is what a review decided (the operator command, or the
 * demo auto-review) and `status` what the server's review job has carried out. `withdrawal_reviews`: the operator's
 * decision on a crypto withdrawal in `review`, carried out by its network's next block (server/wallet). `users.kyc_review`
 * says whether the latest submission waits or was rejected (`users.kyc_status` stays the approved level the wallet reads).
 * Times are BIGINT ms (strings on PostgreSQL).
 */
import type { Generated, Kysely, Migration } from 'kysely';
import type { IdType } from '@contract/identity-rules';
import type { SubmissionLevel, SubmissionStatus } from '@contract/identity';
import { autoIncrementId } from '../dialect';
import type { MillisColumn } from './market';

export type ReviewDecision = 'approve' | 'reject';

export interface IdentitySubmissionRow {
  id: Generated<number>;
  user_id: MillisColumn;
  level: SubmissionLevel;
  status: SubmissionStatus;
  /** Basic's fields (null on an Advanced submission) */
  name: string | null;
  id_type: IdType | null;
  country: string | null;
  id_number: string | null;
  /** Advanced's images (null on a Basic submission) */
  front_url: string | null;
  back_url: string | null;
  holding_url: string | null;
  submitted_at: MillisColumn;
  decision: ReviewDecision | null;
  /** 'operator' or 'auto' */
  decided_by: string | null;
  decided_at: MillisColumn | null;
  reject_reason: string | null;
  reviewed_at: MillisColumn | null;
}

export interface WithdrawalReviewRow {
  withdrawal_id: MillisColumn;
  decision: ReviewDecision;
  reason: string | null;
  decided_at: MillisColumn;
  /** when the wallet carried it out; null until its network's next block */
  applied_at: MillisColumn | null;
}

export interface IdentityTables {
  identity_submissions: IdentitySubmissionRow;
  withdrawal_reviews: WithdrawalReviewRow;
}

export const identityMigration: Migration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    await s
      .alterTable('users')
      .addColumn('kyc_review', 'text', (c) => c.notNull().defaultTo('none'))
      .execute();
    await s
      .createTable('identity_submissions')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('level', 'varchar(16)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('id_type', 'varchar(16)')
      .addColumn('country', 'varchar(2)')
      .addColumn('id_number', 'varchar(32)')
      .addColumn('front_url', 'text')
      .addColumn('back_url', 'text')
      .addColumn('holding_url', 'text')
      .addColumn('submitted_at', 'bigint', (c) => c.notNull())
      .addColumn('decision', 'varchar(8)')
      .addColumn('decided_by', 'varchar(16)')
      .addColumn('decided_at', 'bigint')
      .addColumn('reject_reason', 'text')
      .addColumn('reviewed_at', 'bigint')
      .execute();
    await s.createIndex('identity_submissions_user').on('identity_submissions').columns(['user_id', 'id']).execute();
    // the review job's read of what waits
    await s.createIndex('identity_submissions_status').on('identity_submissions').column('status').execute();
    await s
      .createTable('withdrawal_reviews')
      .addColumn('withdrawal_id', 'bigint', (c) => c.primaryKey())
      .addColumn('decision', 'varchar(8)', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('decided_at', 'bigint', (c) => c.notNull())
      .addColumn('applied_at', 'bigint')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('withdrawal_reviews').execute();
    await db.schema.dropTable('identity_submissions').execute();
    await db.schema.alterTable('users').dropColumn('kyc_review').execute();
  },
};
