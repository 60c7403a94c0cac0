/**
 * Users, codes and verification tokens for the account-security tests (docs/security.md): every code is read from the
 * demo outbox, as a user reads their mail.
 */
import { expect } from 'vitest';
import type { SecurityChannel, SecurityVerified } from '@contract/security';
import type { TestContext } from '../helpers/context';
import type { TestApi } from '../helpers/http';

export const PHONE = '2025550123';
export const PHONE_ADDRESS = `+1 ${PHONE}`;
export const OTHER_PHONE = '2025550188';

/** The newest code the outbox holds for `to` ('' when the newest letter carries none). */
export async function lastCode(ctx: TestContext, to: string): Promise<string> {
  const [entry] = await ctx.accounts.outbox(to);
  if (!entry) throw new Error(`no letter in the outbox for ${to}`);
  return entry.code;
}

/** A user who signed up with a phone number (so has no e-mail yet). */
export async function registerPhoneUser(ctx: TestContext, phone: string): Promise<{ token: string; password: string }> {
  const password = 'secret123';
  await ctx.accounts.sendCode('sms', `+1 ${phone}`, 'register');
  const code = await lastCode(ctx, `+1 ${phone}`);
  const result = await ctx.accounts.register({ kind: 'phone', phone, password, repeatPassword: password, code, agreement: true });
  return { token: result.token, password };
}

/** Lets the resend wait of every destination pass, so a test may ask for a second code. */
export const waitForResend = (ctx: TestContext): void => ctx.clock.advance(61_000);

export async function bindPhone(api: TestApi, ctx: TestContext, token: string, phone = PHONE): Promise<void> {
  expect((await api.call('user/bind/code', { kind: 'phone', phone }, { token })).code).toBe(0);
  const code = await lastCode(ctx, `+1 ${phone}`);
  expect((await api.call('user/bind/phone', { phone, code }, { token })).code).toBe(0);
}

/** The account security verification on `channel`, whose bound address is `to`. */
export async function verifyOn(api: TestApi, ctx: TestContext, token: string, channel: SecurityChannel, to: string): Promise<string> {
  expect((await api.call('user/security/code', { channel }, { token })).code).toBe(0);
  const code = await lastCode(ctx, to);
  const res = await api.call<SecurityVerified>('user/security/verify', { channel, code }, { token });
  expect(res.code).toBe(0);
  return res.data.verifyToken;
}

/** What an account-security refusal must leave unchanged: the user row, the sessions and the tokens. */
export async function accountState(ctx: TestContext): Promise<unknown> {
  const [users, sessions, verifications] = await Promise.all([
    ctx.db.selectFrom('users').select(['id', 'email', 'phone', 'country_code', 'password_hash']).orderBy('id').execute(),
    ctx.db.selectFrom('sessions').select(['token_hash', 'user_id']).orderBy('token_hash').execute(),
    ctx.db.selectFrom('security_verifications').select(['token_hash', 'used_at']).orderBy('token_hash').execute(),
  ]);
  return { users, sessions, verifications };
}
