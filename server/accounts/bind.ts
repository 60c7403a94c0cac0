/**
 * Binding and changing the e-mail or phone (docs/security.md): a `bindEmail`/`bindPhone` code to the NEW target, and
 * for a change a verification token proven on the OLD one. The code is checked before the account behind the new
 * address is looked at, as at sign-up, so only its owner can learn that it is taken.
 */
import type { BindCodeReq, BindEmailReq, BindPhoneReq } from '@contract/security';
import { AppError } from '../errors';
import type { Database } from '../store/schema';
import type { Transaction } from 'kysely';
import { codeError, consumeCode } from './codes';
import { assertDialable } from './phone-numbers';
import { boundTarget, checkVerifyToken, useVerifyToken } from './security-verify';
import { DEFAULT_COUNTRY_CODE, emailTarget, phoneTarget, type Target } from './targets';
import { findByIdentity, identityOf } from './user-rows';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../store/tables/core';

export type BindKind = 'email' | 'phone';

/** The new target of a bind request; a phone must be dialable (400 naming the country code or the number). */
export function newTarget(req: BindCodeReq | BindEmailReq | BindPhoneReq): { kind: BindKind; target: Target } {
  if ('email' in req) return { kind: 'email', target: emailTarget(req.email) };
  const countryCode = (req.countryCode ?? DEFAULT_COUNTRY_CODE).replace(/^0+(?=\d)/, '');
  assertDialable(countryCode, req.phone);
  return { kind: 'phone', target: phoneTarget(req.phone, countryCode) };
}

export const purposeOf = (kind: BindKind) => (kind === 'email' ? 'bindEmail' : 'bindPhone');

/** 400 sameAddress when the user already has exactly this target bound (their own information). */
export function assertNotSame(user: Selectable<UsersTable>, kind: BindKind, target: Target): void {
  if (boundTarget(user, kind)?.key === target.key) throw new AppError(400, 'sameAddress');
}

export interface BindRequest {
  user: Selectable<UsersTable>;
  sessionHash: string;
  kind: BindKind;
  target: Target;
  code: string;
  verifyToken: string | undefined;
}

/** Binds or changes; answers the refusal to throw after the commit (a wrong code must stay counted), or null. */
export async function bindTarget(trx: Transaction<Database>, req: BindRequest, now: number): Promise<AppError | null> {
  const { user, kind, target } = req;
  const userId = Number(user.id);
  const old = boundTarget(user, kind);
  if (old) {
    if (!req.verifyToken) return new AppError(400, 'verifyRequired');
    const session = { userId, sessionHash: req.sessionHash };
    if (!(await checkVerifyToken(trx, session, req.verifyToken, [old], now))) return new AppError(400, 'verifyTokenInvalid');
  }
  const check = await consumeCode(trx, target.key, purposeOf(kind), req.code, now);
  if (check !== 'ok') return codeError(check);
  if (await findByIdentity(trx, identityOf(target))) return new AppError(409, 'accountExists');
  if (old && req.verifyToken) await useVerifyToken(trx, req.verifyToken, now);
  const identity = identityOf(target);
  const values = 'email' in identity ? { email: identity.email } : { country_code: identity.countryCode, phone: identity.phone };
  await trx.updateTable('users').set(values).where('id', '=', userId).execute();
  return null;
}
