/**
 * Sessions: opening one (with its login-history row) and ending the user's others (docs/security.md "Sessions"). A
 * session's pending verification tokens end with it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/schema';
import { recordLogin, type LoginPlace } from './login-history';
import { hashToken, newToken } from './tokens';

export interface OpenedSession {
  token: string;
  expiresAt: number;
  userId: number;
}

export async function openSession(
  trx: Transaction<Database>,
  userId: number,
  place: LoginPlace,
  times: { now: number; ttlMs: number },
): Promise<OpenedSession> {
  const { now } = times;
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = now + times.ttlMs;
  await trx.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await trx.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt }).execute();
  await recordLogin(trx, userId, tokenHash, place, now);
  return { token, expiresAt, userId };
}

/** Ends every session of the user but `keepHash`'s; answers how many live ones ended. */
export async function endOtherSessions(trx: Transaction<Database>, userId: number, keepHash: string, now: number): Promise<number> {
  const others = await trx
    .selectFrom('sessions')
    .select(['token_hash', 'expires_at'])
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepHash)
    .execute();
  if (others.length === 0) return 0;
  await trx.deleteFrom('security_verifications').where('user_id', '=', userId).where('session_hash', '!=', keepHash).execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepHash).execute();
  return others.filter((s) => Number(s.expires_at) > now).length;
}

/** How many sessions of the user, other than `sessionHash`'s, still live. */
export async function countOtherSessions(db: Kysely<Database>, userId: number, sessionHash: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('token_hash', '!=', sessionHash)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
