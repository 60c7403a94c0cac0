/**
 * The login password and sessions (docs/security.md "Sessions"): a password change ends every OTHER session (their
 * tokens answer 401) but not the one that made it; a wrong old password changes nothing; ending other sessions needs a
 * verification token of this session, used once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { EndedSessions, SecurityVerified } from '@contract/security';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { registerUser, type TestUser } from '../helpers/users';
import { accountState, lastCode, verifyOn } from './security-fixture';

const NEW_PASSWORD = 'changed456';

describe.each(BACKENDS)('password and sessions on $name', ({ name }) => {
  const ctx = useTestContext(name);
  let api: TestApi, alice: TestUser, otherSession: string;
  const alive = async (token: string) => (await api.call('user/info', {}, { token })).status;

  beforeEach(async () => {
    api = await testApi(ctx());
    alice = await registerUser(ctx());
    otherSession = (await ctx().accounts.login({ account: alice.email, password: alice.password })).token;
  });

  it('changing the password ends the other sessions, keeps this one, and the new password signs in', async () => {
    const bob = await registerUser(ctx());
    const body = { oldPassword: alice.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const res = await api.call('user/password/change', body, { token: alice.token });
    expect([res.status, res.code]).toEqual([200, 0]);
    expect([await alive(otherSession), await alive(alice.token), await alive(bob.token)]).toEqual([401, 200, 200]);
    expect((await api.call('user/login', { account: alice.email, password: alice.password })).status).toBe(400);
    expect((await api.call('user/login', { account: alice.email, password: NEW_PASSWORD })).code).toBe(0);
  });

  it('a wrong old password is refused (en, de) and changes nothing', async () => {
    const before = await accountState(ctx());
    const body = { oldPassword: 'wrong1234', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (const [locale, msg] of [
      ['en_us', 'The current password is incorrect'],
      ['de', 'Das aktuelle Passwort ist falsch'],
    ]) {
      const res = await api.call('user/password/change', body, { token: alice.token, locale });
      expect([res.status, res.msg, res.data]).toEqual([400, msg, null]);
    }
    expect(await accountState(ctx())).toEqual(before);
    expect(await alive(otherSession)).toBe(200);
  });

  it('after 10 wrong old passwords even the right one is refused for a while (429), and nothing changes', async () => {
    const wrong = { oldPassword: 'wrong1234', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    for (let i = 0; i < 10; i++) expect((await api.call('user/password/change', wrong, { token: alice.token })).status).toBe(400);
    const before = await accountState(ctx());
    const right = { ...wrong, oldPassword: alice.password };
    const res = await api.call('user/password/change', right, { token: alice.token });
    expect(res.status).toBe(429);
    expect(res.msg).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    expect(await accountState(ctx())).toEqual(before);
    ctx().clock.advance(15 * 60_000);
    expect((await api.call('user/password/change', right, { token: alice.token })).code).toBe(0);
  });

  it("signing out ends the session's verification tokens with it", async () => {
    await verifyOn(api, ctx(), otherSession, 'email', alice.email);
    await ctx().accounts.logout(otherSession);
    expect(await ctx().db.selectFrom('security_verifications').selectAll().execute()).toEqual([]);
  });

  it('ends the other sessions only with a verification token of this session, once', async () => {
    const fromOther = await verifyOn(api, ctx(), otherSession, 'email', alice.email);
    const before = await accountState(ctx());
    const foreign = await api.call('user/sessions/end-others', { verifyToken: fromOther }, { token: alice.token });
    expect([foreign.status, foreign.msg]).toEqual([
      400,
      'The account security verification has expired or was already used; please verify again',
    ]);
    expect(await accountState(ctx())).toEqual(before);

    ctx().clock.advance(61_000);
    const own = await verifyOn(api, ctx(), alice.token, 'email', alice.email);
    const ended = await api.call<EndedSessions>('user/sessions/end-others', { verifyToken: own }, { token: alice.token });
    expect([ended.code, ended.data.ended]).toEqual([0, 1]);
    expect([await alive(otherSession), await alive(alice.token)]).toEqual([401, 200]);
    const again = await api.call('user/sessions/end-others', { verifyToken: own }, { token: alice.token });
    expect(again.status).toBe(400);
  });

  it('a verification code is used once and an expired token is refused', async () => {
    await api.call('user/security/code', { channel: 'email' }, { token: alice.token });
    const code = await lastCode(ctx(), alice.email);
    const first = await api.call<SecurityVerified>('user/security/verify', { channel: 'email', code }, { token: alice.token });
    expect(first.code).toBe(0);
    const reused = await api.call('user/security/verify', { channel: 'email', code }, { token: alice.token });
    expect([reused.status, reused.msg]).toEqual([400, 'The verification code is incorrect']);
    ctx().clock.advance(10 * 60_000);
    const late = await api.call('user/sessions/end-others', { verifyToken: first.data.verifyToken }, { token: alice.token });
    expect(late.status).toBe(400);
    expect(await alive(otherSession)).toBe(200);
  });
});
