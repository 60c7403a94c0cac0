/**
 * Slows password guessing: after 10 failed logins for one account name within 15 minutes, further
 * tries are refused until the window ends. Applied whether or not the account exists, so the
 * answer reveals nothing. Kept in memory: a restart forgives, which is fine for this purpose.
 */
import { AppError } from '../errors';

export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
const MAX_TRACKED = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  /** Throws 429 rateLimited while `key` is locked out. */
  check(key: string, now: number): void {
    const entry = this.failures.get(key);
    if (!entry || now - entry.since >= LOGIN_WINDOW_MS) return;
    if (entry.count >= MAX_LOGIN_FAILURES) {
      throw new AppError(429, 'rateLimited', { seconds: Math.ceil((entry.since + LOGIN_WINDOW_MS - now) / 1000) });
    }
  }

  fail(key: string, now: number): void {
    const entry = this.failures.get(key);
    if (entry && now - entry.since < LOGIN_WINDOW_MS) entry.count++;
    else this.failures.set(key, { count: 1, since: now });
    if (this.failures.size > MAX_TRACKED) this.forgetOld(now);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private forgetOld(now: number): void {
    for (const [key, entry] of this.failures) if (now - entry.since >= LOGIN_WINDOW_MS) this.failures.delete(key);
  }
}
