import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS, RESEND_AFTER_MS } from '../../../server/accounts/codes';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { registerUser } from '../helpers/users';

describe.each(BACKENDS)('sendCode on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('writes a 6-digit code to the outbox, valid 10 minutes, in the asked language', async () => {
    const now = ctx().clock.now();
    const sent = await ctx().accounts.sendCode('email', 'New@Example.com', 'register', 'de');
    expect(sent.expiresAt - now).toBeGreaterThanOrEqual(CODE_TTL_MS);
    expect(sent.resendAfter - now).toBeGreaterThanOrEqual(RESEND_AFTER_MS);
    const [message] = await ctx().accounts.outbox('new@example.com');
    expect(message).toMatchObject({ to: 'new@example.com', purpose: 'register' });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.message).toContain(`Ihr Bestätigungscode lautet ${message!.code}`);
  });

  it('sends again only after 60 s and at most 5 times an hour per target', async () => {
    const phone = '+1 2025550100';
    await ctx().accounts.sendCode('sms', phone, 'register');
    await expect(ctx().accounts.sendCode('sms', phone, 'register')).rejects.toMatchObject({
      status: 429,
      key: 'rateLimited',
      params: { seconds: 60 },
    });
    await ctx().accounts.sendCode('sms', '+1 2025550101', 'register'); // another target is not limited
    for (let i = 0; i < 4; i++) {
      ctx().clock.advance(RESEND_AFTER_MS);
      await ctx().accounts.sendCode('sms', phone, 'register');
    }
    ctx().clock.advance(RESEND_AFTER_MS);
    await expect(ctx().accounts.sendCode('sms', phone, 'register')).rejects.toMatchObject({
      status: 429,
      key: 'rateLimited',
      params: { seconds: 3600 - 5 * 60 },
    });
    ctx().clock.advance(60 * 60_000);
    await ctx().accounts.sendCode('sms', phone, 'register');
    expect(await ctx().accounts.outbox(phone)).toHaveLength(6);
  });

  it('keeps one resend window per target and purpose: a new user may ask for a reset code at once', async () => {
    const user = await registerUser(ctx());
    await ctx().accounts.sendCode('email', user.email, 'retrieve');
    await expect(ctx().accounts.sendCode('email', user.email, 'retrieve')).rejects.toMatchObject({ status: 429, key: 'rateLimited' });
    expect((await ctx().accounts.outbox(user.email)).map((m) => m.purpose)).toEqual(['retrieve', 'register']);
  });

  it('tells a known account it is already registered instead of sending a register code, and sends no reset code for an unknown one', async () => {
    const user = await registerUser(ctx());
    ctx().clock.advance(RESEND_AFTER_MS);
    await ctx().accounts.sendCode('email', user.email, 'register');
    const [told] = await ctx().accounts.outbox(user.email);
    expect(told).toMatchObject({ purpose: 'register', code: '' });
    expect(told!.message).toContain('already registered');
    const answer = await ctx().accounts.sendCode('email', 'nobody@example.com', 'retrieve');
    expect(answer.expiresAt).toBeGreaterThan(ctx().clock.now());
    expect(await ctx().accounts.outbox('nobody@example.com')).toEqual([]);
  });

  it('refuses an address that does not fit the channel', async () => {
    await expect(ctx().accounts.sendCode('sms', 'a@b.co', 'register')).rejects.toMatchObject({ status: 400 });
    await expect(ctx().accounts.sendCode('email', '+1 2025550100', 'register')).rejects.toMatchObject({ status: 400 });
  });
});
