/** Reads and writes of `identity_submissions` and the user columns a review reads (server/store/tables/identity.ts). */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../store/schema';
import type { IdentitySubmissionRow } from '../store/tables/identity';

type Db = Kysely<Database> | Transaction<Database>;
export type SubmissionRow = Selectable<IdentitySubmissionRow>;

/** What a review needs of the user: the bound targets and the approved level */
export type ReviewedUser = Pick<Selectable<Database['users']>, 'id' | 'email' | 'phone' | 'kyc_status'>;

export const userForReview = (db: Db, userId: number): Promise<ReviewedUser | undefined> =>
  db.selectFrom('users').select(['id', 'email', 'phone', 'kyc_status']).where('id', '=', userId).executeTakeFirst();

export const latestSubmission = (db: Db, userId: number): Promise<SubmissionRow | undefined> =>
  db.selectFrom('identity_submissions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();

export const submissionById = (db: Db, id: number): Promise<SubmissionRow | undefined> =>
  db.selectFrom('identity_submissions').selectAll().where('id', '=', id).executeTakeFirst();

/** Submissions waiting for review, oldest first. */
export const pendingSubmissions = (db: Db): Promise<SubmissionRow[]> =>
  db.selectFrom('identity_submissions').selectAll().where('status', '=', 'pending').orderBy('id').execute();

export async function insertSubmission(trx: Transaction<Database>, row: Insertable<IdentitySubmissionRow>): Promise<void> {
  await trx.insertInto('identity_submissions').values(row).execute();
}

export const bothBound = (user: Pick<ReviewedUser, 'email' | 'phone'>): boolean => user.email !== null && user.phone !== null;
