import { describe, expect, it } from 'vitest';
import type { RegisterReq } from '@contract/account';
import { CODE_TTL_MS, MAX_WRONG_ATTEMPTS } from '../../../server/accounts/codes';
import { MAX_LOGIN_FAILURES } from '../../../server/accounts/login-throttle';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { registerUser } from '../helpers/users';

describe.each(BACKENDS)('register and login on $name', ({ name }) => {
  const ctx = useTestContext(name);
  const codeFor = async (address: string) => {
    const [sent] = await ctx().accounts.outbox(address);
    return sent!.code;
  };
  const emailReq = (email: string, code: string, over: Partial<RegisterReq> = {}): RegisterReq =>
    ({ kind: 'email', email, password: 'abc123', repeatPassword: 'abc123', code, agreement: true, ...over }) as RegisterReq;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('registers by e-mail with a sent code and signs in at once', async () => {
    await ctx().accounts.sendCode('email', 'Ann@Example.com', 'register');
    const result = await ctx().accounts.register(emailReq('ann@example.com', await codeFor('ann@example.com')));
    expect(result.user).toMatchObject({
      email: 'ann@example.com',
      phone: null,
      countryCode: null,
      creditScore: 100,
      kycStatus: 'none',
      isDemo: false,
    });
    expect(result.user.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(result.expiresAt).toBe(Math.round(result.expiresAt));
    expect(await ctx().accounts.verifyToken(result.token)).toBe(result.user.id);
    expect(await ctx().accounts.info(result.user.id)).toEqual(result.user);
  });

  it('registers by phone with country code 1 by default and logs in by phone', async () => {
    await ctx().accounts.sendCode('sms', '+1 2025550123', 'register');
    const code = await codeFor('+1 2025550123');
    const result = await ctx().accounts.register({
      kind: 'phone',
      phone: '2025550123',
      password: 'abc123',
      repeatPassword: 'abc123',
      code,
      agreement: true,
    });
    expect(result.user).toMatchObject({ phone: '2025550123', countryCode: '1', email: null });
    const login = await ctx().accounts.login({ account: '2025550123', password: 'abc123' });
    expect(login.user.id).toBe(result.user.id);
    await expect(ctx().accounts.login({ account: '2025550123', password: 'abc123', countryCode: '44' })).rejects.toMatchObject({
      key: 'loginFailed',
    });
  });

  it('checks the repeat password, the invite code and that the account is new', async () => {
    const inviter = await registerUser(ctx());
    const inviterInfo = await ctx().accounts.info(inviter.userId);
    await ctx().accounts.sendCode('email', 'bo@example.com', 'register');
    const code = await codeFor('bo@example.com');
    await expect(ctx().accounts.register(emailReq('bo@example.com', code, { repeatPassword: 'abc124' }))).rejects.toMatchObject({
      status: 400,
      key: 'passwordsDoNotMatch',
    });
    await expect(ctx().accounts.register(emailReq('bo@example.com', code, { inviteCode: 'NOSUCH99' }))).rejects.toMatchObject({
      status: 400,
      key: 'inviteCodeInvalid',
    });
    // none of these used up the code
    const bo = await ctx().accounts.register(emailReq('bo@example.com', code, { inviteCode: inviterInfo.inviteCode.toLowerCase() }));
    const row = await ctx().db.selectFrom('users').select('invited_by').where('id', '=', bo.user.id).executeTakeFirstOrThrow();
    expect(row.invited_by).toBe(inviter.userId);
    // the used code is refused before the account is looked at, so a stranger learns nothing
    await expect(ctx().accounts.register(emailReq('bo@example.com', code))).rejects.toMatchObject({ status: 400, key: 'codeInvalid' });
  });

  it('refuses a wrong, used or expired code, and any code after 5 wrong tries', async () => {
    await ctx().accounts.sendCode('email', 'cy@example.com', 'register');
    const code = await codeFor('cy@example.com');
    await expect(ctx().accounts.register(emailReq('cy@example.com', wrong(code)))).rejects.toMatchObject({
      status: 400,
      key: 'codeInvalid',
    });
    for (let i = 2; i < MAX_WRONG_ATTEMPTS; i++)
      await expect(ctx().accounts.register(emailReq('cy@example.com', wrong(code)))).rejects.toMatchObject({ key: 'codeInvalid' });
    await expect(ctx().accounts.register(emailReq('cy@example.com', wrong(code)))).rejects.toMatchObject({
      status: 429,
      key: 'tooManyAttempts',
    });
    await expect(ctx().accounts.register(emailReq('cy@example.com', code))).rejects.toMatchObject({ status: 429, key: 'tooManyAttempts' });

    ctx().clock.advance(60_000);
    await ctx().accounts.sendCode('email', 'cy@example.com', 'register');
    const fresh = await codeFor('cy@example.com');
    ctx().clock.advance(CODE_TTL_MS);
    await expect(ctx().accounts.register(emailReq('cy@example.com', fresh))).rejects.toMatchObject({ status: 400, key: 'codeExpired' });

    ctx().clock.advance(60_000);
    await ctx().accounts.sendCode('email', 'cy@example.com', 'register');
    const last = await codeFor('cy@example.com');
    await ctx().accounts.register(emailReq('cy@example.com', last));
    expect(await ctx().db.selectFrom('users').select('id').where('email', '=', 'cy@example.com').execute()).toHaveLength(1);
  });

  it('answers a wrong password and an unknown account alike, and throttles guessing', async () => {
    const user = await registerUser(ctx());
    const unknown = await ctx()
      .accounts.login({ account: 'ghost@example.com', password: 'abc123' })
      .catch((e: unknown) => e);
    const wrongPassword = await ctx()
      .accounts.login({ account: user.email, password: 'abc124' })
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ status: 400, key: 'loginFailed' });
    expect(wrongPassword).toMatchObject({ status: 400, key: 'loginFailed' });
    for (let i = 1; i < MAX_LOGIN_FAILURES; i++)
      await ctx()
        .accounts.login({ account: user.email, password: 'abc124' })
        .catch(() => undefined);
    await expect(ctx().accounts.login({ account: user.email, password: user.password })).rejects.toMatchObject({
      status: 429,
      key: 'rateLimited',
    });
    ctx().clock.advance(15 * 60_000);
    const ok = await ctx().accounts.login({ account: user.email.toUpperCase(), password: user.password });
    expect(ok.user.id).toBe(user.userId);
  });

  it('ends a session at logout and after the token lifetime', async () => {
    const user = await registerUser(ctx());
    const second = await ctx().accounts.login({ account: user.email, password: user.password });
    await ctx().accounts.logout(user.token);
    expect(await ctx().accounts.verifyToken(user.token)).toBeNull();
    expect(await ctx().accounts.verifyToken(second.token)).toBe(user.userId);
    ctx().clock.advance(ctx().config.tokenTtlMs);
    expect(await ctx().accounts.verifyToken(second.token)).toBeNull();
    expect(await ctx().accounts.verifyToken('x'.repeat(43))).toBeNull();
  });

  it('creates each system user once; system users cannot log in', async () => {
    const id = await ctx().accounts.ensureSystemUser('market-maker');
    expect(await ctx().accounts.ensureSystemUser('market-maker')).toBe(id);
    expect(await ctx().accounts.ensureSystemUser('market-taker')).not.toBe(id);
    await expect(ctx().accounts.login({ account: 'market-maker', password: 'abc123' })).rejects.toMatchObject({ key: 'loginFailed' });
  });
});
