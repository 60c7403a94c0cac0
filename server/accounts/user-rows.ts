/** Reading and creating user rows: identity lookups, invite codes, the UserInfo shape. */
import { randomInt } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { UserInfo } from '@contract/account';
import { CREDIT_SCORE_START } from '@contract/identity-rules';
import type { Database } from '../store/schema';
import type { UsersTable } from '../store/tables/core';
import { emailTarget, phoneTarget, type Target } from './targets';

export type Identity = { email: string } | { countryCode: string; phone: string };
type Reader = Kysely<Database> | Transaction<Database>;

export function findByIdentity(db: Reader, identity: Identity): Promise<Selectable<UsersTable> | undefined> {
  const query = db.selectFrom('users').selectAll();
  return (
    'email' in identity
      ? query.where('email', '=', identity.email)
      : query.where('country_code', '=', identity.countryCode).where('phone', '=', identity.phone)
  ).executeTakeFirst();
}

/** Unambiguous characters only (no 0/O, 1/I), so a code read aloud is typed right. */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export async function uniqueInviteCode(trx: Transaction<Database>): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
    const taken = await trx.selectFrom('users').select('id').where('invite_code', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

export interface NewUser {
  identity?: Identity;
  name?: string;
  passwordHash?: string;
  invitedBy?: number;
  isDemo?: boolean;
  isSystem?: boolean;
}

export async function insertUser(trx: Transaction<Database>, user: NewUser, now: number): Promise<number> {
  const identity = user.identity;
  const row = await trx
    .insertInto('users')
    .values({
      email: identity && 'email' in identity ? identity.email : null,
      country_code: identity && 'phone' in identity ? identity.countryCode : null,
      phone: identity && 'phone' in identity ? identity.phone : null,
      name: user.name ?? null,
      password_hash: user.passwordHash ?? null,
      invite_code: await uniqueInviteCode(trx),
      invited_by: user.invitedBy ?? null,
      credit_score: CREDIT_SCORE_START,
      kyc_status: 'none',
      is_demo: user.isDemo ? 1 : 0,
      is_system: user.isSystem ? 1 : 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function toUserInfo(row: Selectable<UsersTable>): UserInfo {
  return {
    id: Number(row.id),
    email: row.email,
    phone: row.phone,
    countryCode: row.country_code,
    inviteCode: row.invite_code,
    creditScore: row.credit_score,
    kycStatus: row.kyc_review === 'none' ? row.kyc_status : row.kyc_review,
    kycLevel: row.kyc_status === 'pending' ? 'none' : row.kyc_status,
    isDemo: row.is_demo === 1,
    hasFundPassword: row.fund_password_hash !== null,
  };
}

type ByEmailOrPhone = { kind: 'email'; email: string } | { kind: 'phone'; countryCode?: string; phone: string };

/** The identity and the code target of an e-mail or phone request (register, reset). */
export function identify(req: ByEmailOrPhone): { identity: Identity; target: Target } {
  const target = req.kind === 'email' ? emailTarget(req.email) : phoneTarget(req.phone, req.countryCode);
  return { identity: identityOf(target), target };
}

/** The users-table identity behind a code target. */
export function identityOf(target: Target): Identity {
  if (target.channel === 'email') return { email: target.address };
  const [, countryCode = '', phone = ''] = target.key.split(':');
  return { countryCode, phone };
}
