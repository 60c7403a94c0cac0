/**
 * Verification codes: 6 digits, valid 10 minutes, 5 wrong tries, a new one per target and purpose
 * at most every 60 s, and 5 an hour per target whatever the purpose. Only the newest code of a
 * target and purpose counts. The code itself is stored hashed; the demo outbox keeps the readable
 * copy.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import { AppError } from '../errors';
import type { Database } from '../store/schema';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_CODES_PER_HOUR = 5;
export const MAX_WRONG_ATTEMPTS = 5;
const HOUR_MS = 60 * 60_000;

/** docs/security.md lists where bindEmail, bindPhone and securityVerify codes go. */
export type CodePurpose = 'register' | 'retrieve' | 'fundPassword' | 'bindEmail' | 'bindPhone' | 'securityVerify';
export type CodeCheck = 'ok' | 'codeInvalid' | 'codeExpired' | 'tooManyAttempts';

const hashCode = (code: string): Buffer => createHash('sha256').update(code).digest();

/** Creates a code for `target` or throws 429 rateLimited (with the seconds to wait). */
export async function issueCode(
  trx: Transaction<Database>,
  target: string,
  purpose: CodePurpose,
  now: number,
): Promise<{ code: string; expiresAt: number; resendAfter: number }> {
  const recent = await trx
    .selectFrom('codes')
    .select(['created_at', 'purpose'])
    .where('target', '=', target)
    .where('created_at', '>', now - HOUR_MS)
    .orderBy('created_at', 'desc')
    .execute();
  // the resend wait is per purpose: a new user may ask for a reset code at once
  const last = recent.find((r) => r.purpose === purpose)?.created_at;
  if (last !== undefined && now - last < RESEND_AFTER_MS) throw rateLimited(last + RESEND_AFTER_MS - now);
  if (recent.length >= MAX_CODES_PER_HOUR) throw rateLimited(recent[MAX_CODES_PER_HOUR - 1]!.created_at + HOUR_MS - now);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + CODE_TTL_MS;
  await trx
    .insertInto('codes')
    .values({
      target,
      purpose,
      code_hash: hashCode(code).toString('hex'),
      created_at: now,
      expires_at: expiresAt,
      attempts: 0,
      used_at: null,
    })
    .execute();
  return { code, expiresAt, resendAfter: now + RESEND_AFTER_MS };
}

/**
 * Checks `code` against the newest code of the target and purpose and uses it up when it matches.
 * A wrong code counts an attempt, so the caller must let the transaction commit before it throws.
 */
export async function consumeCode(
  trx: Transaction<Database>,
  target: string,
  purpose: CodePurpose,
  code: string,
  now: number,
): Promise<CodeCheck> {
  const row = await trx
    .selectFrom('codes')
    .selectAll()
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.used_at !== null) return 'codeInvalid';
  if (row.attempts >= MAX_WRONG_ATTEMPTS) return 'tooManyAttempts';
  if (now >= row.expires_at) return 'codeExpired';
  if (!timingSafeEqual(hashCode(code), Buffer.from(row.code_hash, 'hex'))) {
    const attempts = row.attempts + 1;
    await trx.updateTable('codes').set({ attempts }).where('id', '=', row.id).execute();
    return attempts >= MAX_WRONG_ATTEMPTS ? 'tooManyAttempts' : 'codeInvalid';
  }
  await trx.updateTable('codes').set({ used_at: now }).where('id', '=', row.id).execute();
  return 'ok';
}

export function codeError(check: Exclude<CodeCheck, 'ok'>): AppError {
  return new AppError(check === 'tooManyAttempts' ? 429 : 400, check);
}

function rateLimited(waitMs: number): AppError {
  return new AppError(429, 'rateLimited', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}
