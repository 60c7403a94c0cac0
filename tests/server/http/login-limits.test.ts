/**
 * Issue 10 item 2: wrong logins spread over many accounts from one address are refused past a
 * per-address ceiling (password spraying), with a translated 429 that says when to retry.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MS, MAX_ADDRESS_FAILURES } from '../../../server/accounts/login-throttle';
import { ManualClock } from '../../../server/clock';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';
import { registerUser } from '../helpers/users';
import { callFrom } from './from-address';

describe('user/login per client address', () => {
  const clock = new ManualClock(Date.UTC(2030, 0, 1));
  const ctx = useTestContext('sqlite', { clock });

  it('refuses password spraying from one address after 20 wrong passwords, and says when to retry', async () => {
    const api = await testApi(ctx());
    const users = await Promise.all(Array.from({ length: 15 }, () => registerUser(ctx())));
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const user = users[i % users.length]!;
      statuses.push((await callFrom(api, '203.0.113.7', 'user/login', { account: user.email, password: 'wrong999' })).status);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_ADDRESS_FAILURES);
    expect(statuses.slice(MAX_ADDRESS_FAILURES)).toEqual(Array(30 - MAX_ADDRESS_FAILURES).fill(429));

    const refused = await callFrom(api, '203.0.113.7', 'user/login', { account: users[0]!.email, password: users[0]!.password }, 'de');
    expect(refused).toEqual({
      status: 429,
      msg: `Zu viele Anfragen, bitte versuchen Sie es in ${LOGIN_WINDOW_MS / 1000} Sekunden erneut`,
      retryAfter: String(LOGIN_WINDOW_MS / 1000),
    });

    // another address is not concerned, and the window ends on the server clock
    expect((await callFrom(api, '198.51.100.20', 'user/login', { account: users[0]!.email, password: users[0]!.password })).status).toBe(
      200,
    );
    clock.advance(LOGIN_WINDOW_MS);
    expect((await callFrom(api, '203.0.113.7', 'user/login', { account: users[0]!.email, password: users[0]!.password })).status).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    const api = await testApi(ctx());
    const user = await registerUser(ctx());
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      await callFrom(api, `2001:db8:1:2::${(i + 1).toString(16)}`, 'user/login', {
        account: `nobody${i}@example.com`,
        password: 'wrong999',
      });
    }
    expect((await callFrom(api, '2001:db8:1:2:ffff::1', 'user/login', { account: user.email, password: user.password })).status).toBe(429);
    expect((await callFrom(api, '2001:db8:1:3::1', 'user/login', { account: user.email, password: user.password })).status).toBe(200);
  });
});
