/**
 * The security centre's overview (docs/security.md "Login history"): what is bound, the newest logins with device and
 * address, this session's marked, ended ones inactive; only the 20 newest logins are kept.
 */
import { describe, expect, it } from 'vitest';
import type { SecurityOverview } from '@contract/security';
import { LOGINS_KEPT } from '../../../server/accounts/login-history';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';
import { registerUser } from '../helpers/users';

const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('the security overview', () => {
  const ctx = useTestContext('sqlite');

  it('lists the logins newest first with device and address, marks this one, and keeps only the newest 20', async () => {
    const api = await testApi(ctx());
    const alice = await registerUser(ctx());
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/xb/v1/user/login',
      headers: { 'content-type': 'application/json', 'user-agent': PHONE_CHROME },
      payload: JSON.stringify({ account: alice.email, password: alice.password }),
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const res = await api.call<SecurityOverview>('user/security/overview', {}, { token });
    expect(res.data.user.email).toBe(alice.email);
    expect(res.data.otherSessions).toBe(1);
    expect(res.data.logins.map((l) => [l.device, l.address, l.current, l.active])).toEqual([
      ['Chrome · Android', '127.0.0.1', true, true],
      ['', 'unknown', false, true],
    ]);
    await ctx().accounts.logout(alice.token);
    const after = await api.call<SecurityOverview>('user/security/overview', {}, { token });
    expect([after.data.otherSessions, after.data.logins[1]?.active]).toEqual([0, false]);

    for (let i = 0; i < LOGINS_KEPT + 1; i++) await ctx().accounts.login({ account: alice.email, password: alice.password });
    const kept = await ctx().db.selectFrom('login_history').select('id').where('user_id', '=', alice.userId).execute();
    expect(kept).toHaveLength(LOGINS_KEPT);
  });
});
