/**
 * Issue 10 items 2 and 6: sign-ups, code sends and logins have ceilings per client address and for
 * everyone together (@fastify/rate-limit on the server clock), answered by a translated 429 that
 * says when to retry, with Retry-After.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../server/clock';
import { REQUEST_LIMITS } from '../../../server/http/request-limits';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';
import { callFrom } from './from-address';

describe('request ceilings on the account routes', () => {
  const clock = new ManualClock(Date.UTC(2030, 0, 1));
  const ctx = useTestContext('sqlite', { clock });
  const email = (i: number) => `person${i}@example.com`;

  it('refuses the 11th sign-up from one address within the hour', async () => {
    const api = await testApi(ctx());
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      await ctx().accounts.sendCode('email', email(i), 'register');
      const [sent] = await ctx().accounts.outbox(email(i));
      const body = { kind: 'email', email: email(i), password: 'abc123', repeatPassword: 'abc123', code: sent!.code, agreement: true };
      statuses.push((await callFrom(api, '203.0.113.7', 'user/register', body)).status);
    }
    const { max, windowMs } = REQUEST_LIMITS.register.perAddress;
    expect(statuses).toEqual([...Array<number>(max).fill(200), ...Array<number>(15 - max).fill(429)]);
    const refused = await callFrom(api, '203.0.113.7', 'user/register', {}, 'fr');
    expect(refused).toEqual({
      status: 429,
      msg: `Trop de requêtes, veuillez réessayer dans ${windowMs / 1000} secondes`,
      retryAfter: String(windowMs / 1000),
    });
    expect(await ctx().db.selectFrom('users').select('id').execute()).toHaveLength(max);
  });

  it('refuses code sends to many destinations from one address past 20 an hour (texts and e-mails together)', async () => {
    const api = await testApi(ctx());
    const { max, windowMs } = REQUEST_LIMITS.sendCode.perAddress;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const body =
        i % 2 ? { email: email(i), purpose: 'register' } : { phone: `20255501${String(i).padStart(2, '0')}`, purpose: 'register' };
      statuses.push((await callFrom(api, '203.0.113.7', i % 2 ? 'common/send/email' : 'common/send/sms', body)).status);
    }
    expect(statuses).toEqual([...Array<number>(max).fill(200), ...Array<number>(30 - max).fill(429)]);
    expect(await ctx().db.selectFrom('codes').select('id').execute()).toHaveLength(max);

    expect((await callFrom(api, '198.51.100.20', 'common/send/email', { email: email(99), purpose: 'register' })).status).toBe(200);
    clock.advance(windowMs - 1000);
    expect(await callFrom(api, '203.0.113.7', 'common/send/email', { email: email(98), purpose: 'register' })).toMatchObject({
      status: 429,
      retryAfter: '1',
    });
    clock.advance(1000);
    expect((await callFrom(api, '203.0.113.7', 'common/send/email', { email: email(98), purpose: 'register' })).status).toBe(200);
  });

  it('refuses code sends from everyone together past the global ceiling', async () => {
    const api = await testApi(ctx());
    const { max } = REQUEST_LIMITS.sendCode.everyone;
    for (let i = 0; i < max; i++) {
      expect((await callFrom(api, `10.0.${i >> 8}.${i & 255}`, 'common/send/email', { email: email(i), purpose: 'register' })).status).toBe(
        200,
      );
    }
    expect((await callFrom(api, '192.0.2.1', 'common/send/email', { email: email(max), purpose: 'register' })).status).toBe(429);
  });

  it('refuses logins from everyone together past the global ceiling, before reading the body', async () => {
    const api = await testApi(ctx());
    const { max } = REQUEST_LIMITS.login.everyone;
    // malformed bodies: counted all the same, and no password hashing to wait for
    for (let i = 0; i < max; i++) expect((await callFrom(api, `10.1.${i >> 8}.${i & 255}`, 'user/login', {})).status).toBe(400);
    expect(await callFrom(api, '192.0.2.1', 'user/login', { account: 'a@b.co', password: 'abc123' })).toMatchObject({
      status: 429,
      retryAfter: '60',
    });
  });
});
