/** A user's identity-verification status as the withdrawal caps read it (users.kyc_status; 404 for an unknown user). */
import type { Kysely, Transaction } from 'kysely';
import { notFound } from '../errors';
import type { Database } from '../store/schema';

export async function kycStatusOf(db: Kysely<Database> | Transaction<Database>, userId: number) {
  const row = await db.selectFrom('users').select('kyc_status').where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  return row.kyc_status;
}
