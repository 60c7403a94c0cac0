import { describe, expect, it } from 'vitest';
import type { LoginResult, UserInfo } from '@contract/account';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';

describe('user and code routes', () => {
  const ctx = useTestContext('sqlite');

  it('signs up by e-mail with a code from the outbox, then info, logout, login', async () => {
    const api = await testApi(ctx());
    const sent = await api.call<{ expiresAt: number; resendAfter: number }>('common/send/email', {
      email: 'eve@example.com',
      purpose: 'register',
    });
    expect(sent).toMatchObject({ status: 200, code: 0 });
    expect(sent.data.resendAfter).toBeLessThan(sent.data.expiresAt);
    const outbox = await api.call<{ code: string; purpose: string }[]>('demo/outbox', { to: 'eve@example.com' });
    expect(outbox.data[0]).toMatchObject({ purpose: 'register' });

    const body = {
      kind: 'email',
      email: 'eve@example.com',
      password: 'abc123',
      repeatPassword: 'abc123',
      code: outbox.data[0]!.code,
      agreement: true,
    };
    const registered = await api.call<LoginResult>('user/register', body);
    expect(registered.status).toBe(200);
    const { token } = registered.data;

    const info = await api.call<UserInfo>('user/info', {}, { token });
    expect(info.data).toMatchObject({ email: 'eve@example.com', isDemo: false });
    expect((await api.call('user/logout', {}, { token })).data).toBeNull();
    expect(await api.call('user/info', {}, { token })).toMatchObject({ status: 401, code: 401 });

    const login = await api.call<LoginResult>('user/login', { account: 'eve@example.com', password: 'abc123' });
    expect(login.data.user.id).toBe(registered.data.user.id);
    expect((await api.call('user/info', {}, { token: `Bearer ${login.data.token}` })).status).toBe(200);
  });

  it('sends SMS codes with country code 1 by default and rate-limits resends (429, translated)', async () => {
    const api = await testApi(ctx());
    expect((await api.call('common/send/sms', { phone: '2025550199', purpose: 'register' })).status).toBe(200);
    const again = await api.call('common/send/sms', { phone: '2025550199', countryCode: '1', purpose: 'register' }, { locale: 'de' });
    expect(again).toMatchObject({ status: 429, code: 429, msg: 'Zu viele Anfragen, bitte versuchen Sie es in 60 Sekunden erneut' });
    expect((await api.call<unknown[]>('demo/outbox', { to: '+1 2025550199' })).data).toHaveLength(1);
    expect((await api.call<unknown[]>('demo/outbox', { to: '2025550199' })).data).toHaveLength(1);
    expect((await api.call<unknown[]>('demo/outbox', { to: '2025550199', countryCode: '44' })).data).toHaveLength(0);
  });

  it('answers a failed login the same way whether or not the account exists', async () => {
    const api = await testApi(ctx());
    const unknown = await api.call('user/login', { account: 'nobody@example.com', password: 'abc123' });
    await api.call('common/send/email', { email: 'fay@example.com', purpose: 'register' });
    const code = (await api.call<{ code: string }[]>('demo/outbox', { to: 'fay@example.com' })).data[0]!.code;
    await api.call('user/register', {
      kind: 'email',
      email: 'fay@example.com',
      password: 'abc123',
      repeatPassword: 'abc123',
      code,
      agreement: true,
    });
    const wrong = await api.call('user/login', { account: 'fay@example.com', password: 'abc124' });
    expect(unknown).toEqual({ status: 400, code: 400, msg: 'Incorrect account or password', data: null });
    expect(wrong).toEqual(unknown);
  });

  it('resets a password through user/retrieve', async () => {
    const api = await testApi(ctx());
    await api.call('common/send/email', { email: 'gus@example.com', purpose: 'register' });
    const code = (await api.call<{ code: string }[]>('demo/outbox', { to: 'gus@example.com' })).data[0]!.code;
    await api.call('user/register', {
      kind: 'email',
      email: 'gus@example.com',
      password: 'abc123',
      repeatPassword: 'abc123',
      code,
      agreement: true,
    });
    ctx().clock.advance(60_000);
    await api.call('common/send/email', { email: 'gus@example.com', purpose: 'retrieve' });
    const reset = (await api.call<{ code: string }[]>('demo/outbox', { to: 'gus@example.com' })).data[0]!.code;
    const mismatch = await api.call('user/retrieve', {
      kind: 'email',
      email: 'gus@example.com',
      password: 'new123',
      repeatPassword: 'new124',
      code: reset,
    });
    expect(mismatch).toMatchObject({ status: 400, msg: 'The passwords do not match' });
    expect(
      (
        await api.call('user/retrieve', {
          kind: 'email',
          email: 'gus@example.com',
          password: 'new123',
          repeatPassword: 'new123',
          code: reset,
        })
      ).status,
    ).toBe(200);
    expect((await api.call('user/login', { account: 'gus@example.com', password: 'new123' })).status).toBe(200);
  });
});
