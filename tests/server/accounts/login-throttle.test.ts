/**
 * Issue 10 items 1 and 3: at most the allowed number of guesses is evaluated per window whatever the
 * concurrency, and the lock-out is per account and address, so an attacker cannot lock the owner out.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MS, MAX_ACCOUNT_FAILURES, MAX_LOGIN_FAILURES } from '../../../server/accounts/login-throttle';
import { ManualClock } from '../../../server/clock';
import { useTestContext } from '../helpers/backends';
import { registerUser, type TestUser } from '../helpers/users';

describe('login throttle', () => {
  const clock = new ManualClock(Date.UTC(2030, 0, 1));
  const ctx = useTestContext('sqlite', { clock });

  const login = (user: TestUser, password: string, address: string) =>
    ctx()
      .accounts.login({ account: user.email, password }, address)
      .then(
        () => 'signed in',
        (err: { status: number }) => err.status,
      );
  const wrongFrom = async (user: TestUser, address: string, times: number) => {
    for (let i = 0; i < times; i++) expect(await login(user, 'wrong999', address)).toBe(400);
  };

  it('evaluates at most 10 of 100 wrong passwords sent at once; the right one after them is refused', async () => {
    const user = await registerUser(ctx());
    const guesses = Array.from({ length: 100 }, () => login(user, 'wrong999', '203.0.113.7'));
    const answers = await Promise.all([...guesses, login(user, user.password, '203.0.113.7')]);
    expect(answers.filter((a) => a === 400)).toHaveLength(MAX_LOGIN_FAILURES);
    expect(answers.filter((a) => a === 429)).toHaveLength(100 - MAX_LOGIN_FAILURES + 1);
    clock.advance(LOGIN_WINDOW_MS);
    expect(await login(user, user.password, '203.0.113.7')).toBe('signed in');
  });

  it('locks one address out of one account; the owner elsewhere still signs in', async () => {
    const user = await registerUser(ctx());
    await wrongFrom(user, '203.0.113.7', MAX_LOGIN_FAILURES);
    expect(await login(user, user.password, '203.0.113.7')).toBe(429);
    expect(await login(user, user.password, '198.51.100.20')).toBe('signed in');
  });

  it('stops guesses from many addresses at a softer per-account ceiling, except where the owner signed in', async () => {
    const user = await registerUser(ctx());
    expect(await login(user, user.password, '198.51.100.20')).toBe('signed in');
    const attackers = MAX_ACCOUNT_FAILURES / MAX_LOGIN_FAILURES;
    for (let a = 0; a < attackers; a++) await wrongFrom(user, `203.0.113.${a + 1}`, MAX_LOGIN_FAILURES);
    expect(await login(user, 'wrong999', '192.0.2.1')).toBe(429);
    expect(await login(user, user.password, '192.0.2.1')).toBe(429);
    expect(await login(user, user.password, '198.51.100.20')).toBe('signed in');
  });

  it('starts the account and address afresh after a right password: typos do not add up across sign-ins', async () => {
    const user = await registerUser(ctx());
    for (let round = 0; round < 2; round++) {
      await wrongFrom(user, '198.51.100.20', MAX_LOGIN_FAILURES - 1);
      expect(await login(user, user.password, '198.51.100.20')).toBe('signed in');
    }
  });
});
