/**
 * Issue 10 item 11: codes live exactly 10 minutes, proven on the server's own clock (single use is
 * proven in retrieve.test.ts). The clock stands still (ManualClock), so the test can stand one millisecond before the end.
 */
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS, RESEND_AFTER_MS } from '../../../server/accounts/codes';
import { ManualClock } from '../../../server/clock';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';

describe('verification code lifetime on the server clock', () => {
  const clock = new ManualClock(Date.UTC(2030, 0, 1));
  const ctx = useTestContext('sqlite', { clock });

  const sendAndRead = async (email: string) => {
    const api = await testApi(ctx());
    const sent = await api.call<{ expiresAt: number; resendAfter: number }>('common/send/email', { email, purpose: 'register' });
    const box = await api.call<{ code: string }[]>('demo/outbox', { to: email });
    return { sent: sent.data, code: box.data[0]!.code };
  };
  const register = async (email: string, code: string) =>
    (await testApi(ctx())).call('user/register', {
      kind: 'email',
      email,
      password: 'abc123',
      repeatPassword: 'abc123',
      code,
      agreement: true,
    });

  it('answers the times read from the injected clock', async () => {
    const { sent } = await sendAndRead('kim@example.com');
    expect(sent).toEqual({ expiresAt: clock.now() + CODE_TTL_MS, resendAfter: clock.now() + RESEND_AFTER_MS });
  });

  it('accepts a code up to the last millisecond of its 10 minutes', async () => {
    const { code } = await sendAndRead('lee@example.com');
    clock.advance(CODE_TTL_MS - 1);
    expect(await register('lee@example.com', code)).toMatchObject({ status: 200, code: 0 });
  });

  it('refuses a code from the first millisecond after its 10 minutes', async () => {
    const { code } = await sendAndRead('max@example.com');
    clock.advance(CODE_TTL_MS);
    expect(await register('max@example.com', code)).toMatchObject({
      status: 400,
      msg: 'The verification code has expired, please request a new one',
    });
  });
});
