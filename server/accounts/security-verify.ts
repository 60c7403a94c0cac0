/**
 * The account security verification (docs/security.md): a `securityVerify` code to the user's bound e-mail or phone,
 * exchanged for a verification token valid 10 minutes, once, for the session that proved it. Only its sha256 is stored.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SecurityChannel, SecurityVerified } from '@contract/security';
import { AppError, notFound } from '../errors';
import type { Database } from '../store/schema';
import type { UsersTable } from '../store/tables/core';
import { CODE_TTL_MS } from './codes';
import { emailTarget, phoneTarget, type Target } from './targets';
import { hashToken, newToken } from './tokens';

export const VERIFY_TOKEN_TTL_MS = CODE_TTL_MS;

type Reader = Kysely<Database> | Transaction<Database>;

export async function userRow(db: Reader, userId: number): Promise<Selectable<UsersTable>> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The bound target of `channel`, or null. */
export function boundTarget(user: Selectable<UsersTable>, channel: SecurityChannel): Target | null {
  if (channel === 'email') return user.email ? emailTarget(user.email) : null;
  return user.phone ? phoneTarget(user.phone, user.country_code ?? undefined) : null;
}

export function requireBound(user: Selectable<UsersTable>, channel: SecurityChannel): Target {
  const target = boundTarget(user, channel);
  if (!target) throw new AppError(400, 'targetNotBound');
  return target;
}

export async function issueVerifyToken(
  trx: Transaction<Database>,
  session: { userId: number; sessionHash: string },
  target: Target,
  channel: SecurityChannel,
  now: number,
): Promise<SecurityVerified> {
  const verifyToken = newToken();
  const expiresAt = now + VERIFY_TOKEN_TTL_MS;
  // an expired or used token of the session is of no more use: keep the table small
  await trx.deleteFrom('security_verifications').where('session_hash', '=', session.sessionHash).where('expires_at', '<=', now).execute();
  await trx
    .insertInto('security_verifications')
    .values({
      token_hash: hashToken(verifyToken),
      user_id: session.userId,
      session_hash: session.sessionHash,
      target: target.key,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { verifyToken, channel, expiresAt };
}

/**
 * True when `verifyToken` is this session's, live, unused and (when `targets` is given) proven on one of them. Does not
 * use it up: useVerifyToken does, once the change is made.
 */
export async function checkVerifyToken(
  trx: Transaction<Database>,
  session: { userId: number; sessionHash: string },
  verifyToken: string,
  targets: readonly Target[],
  now: number,
): Promise<boolean> {
  const row = await trx
    .selectFrom('security_verifications')
    .selectAll()
    .where('token_hash', '=', hashToken(verifyToken))
    .executeTakeFirst();
  if (!row || Number(row.user_id) !== session.userId || row.session_hash !== session.sessionHash) return false;
  if (row.used_at !== null || Number(row.expires_at) <= now) return false;
  return targets.some((t) => t.key === row.target);
}

export async function useVerifyToken(trx: Transaction<Database>, verifyToken: string, now: number): Promise<void> {
  await trx.updateTable('security_verifications').set({ used_at: now }).where('token_hash', '=', hashToken(verifyToken)).execute();
}
