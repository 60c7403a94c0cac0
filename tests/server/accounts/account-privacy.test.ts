/**
 * Issue 10 item 8: asking for a sign-up code answers the same whether or not the address has an
 * account (as login does); the owner of a registered address is told so in the message instead.
 */
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';
import { registerUser } from '../helpers/users';

describe('sign-up codes do not reveal who has an account', () => {
  const ctx = useTestContext('sqlite');

  const sendTwice = async (email: string) => {
    const api = await testApi(ctx());
    const first = await api.call<{ expiresAt: number; resendAfter: number }>(
      'common/send/email',
      { email, purpose: 'register' },
      { locale: 'de' },
    );
    const second = await api.call('common/send/email', { email, purpose: 'register' }, { locale: 'de' });
    return { first: { ...first, data: Object.keys(first.data).sort() }, second };
  };

  it('answers common/send/email alike for a registered and a new address', async () => {
    const user = await registerUser(ctx());
    ctx().clock.advance(60_000);
    const registered = await sendTwice(user.email);
    const fresh = await sendTwice('new-person@example.com');
    expect(registered.first).toEqual({ status: 200, code: 0, msg: '', data: ['expiresAt', 'resendAfter'] });
    expect(registered).toEqual(fresh);
  });

  it('tells the owner "already registered" in their language, with no code in it', async () => {
    const user = await registerUser(ctx());
    ctx().clock.advance(60_000);
    await (await testApi(ctx())).call('common/send/email', { email: user.email, purpose: 'register' }, { locale: 'fr' });
    const [message] = await ctx().accounts.outbox(user.email);
    expect(message).toMatchObject({ purpose: 'register', code: '' });
    expect(message!.message).toContain('déjà enregistrée');
    expect(message!.message).not.toMatch(/\d{6}/);
  });

  it('answers user/register with a guessed code alike for a registered and a new address', async () => {
    const user = await registerUser(ctx());
    const api = await testApi(ctx());
    const attempt = (email: string) =>
      api.call('user/register', { kind: 'email', email, password: 'abc123', repeatPassword: 'abc123', code: '123456', agreement: true });
    expect(await attempt(user.email)).toEqual(await attempt('new-person@example.com'));
  });
});
