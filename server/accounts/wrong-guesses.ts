/**
 * Wrong guesses of a secret a signed-in user types (the fund password, the old login password), counted per user like
 * wrong login passwords: 10 in 15 minutes, then 429 until the window ends. In memory, as login-throttle.ts.
 */
import { AppError } from '../errors';
import { FixedWindows } from './fixed-windows';
import { LOGIN_WINDOW_MS, MAX_LOGIN_FAILURES } from './login-throttle';

export class WrongGuesses {
  private readonly windows = new FixedWindows();

  /** Throws 429 (with the seconds to wait) while `key` is out of guesses. */
  assertAllowed(key: string, now: number): void {
    const window = this.windows.get(key, now);
    if (window && window.count >= MAX_LOGIN_FAILURES) {
      throw new AppError(429, 'rateLimited', { seconds: Math.ceil((window.endsAt - now) / 1000) });
    }
  }

  /** Runs the check; a wrong answer stays counted. */
  async guess(key: string, now: number, isRight: () => Promise<boolean>): Promise<boolean> {
    // the slot is taken before the slow hash, so guesses sent at once cannot all be evaluated
    this.windows.hit(key, now, LOGIN_WINDOW_MS);
    const right = await isRight();
    if (right) this.windows.unhit(key, now);
    return right;
  }
}
