/**
 * Slows password guessing. Every login takes a slot in each of its windows before the password is
 * checked, so guesses sent all at once cannot all be evaluated; a wrong password keeps its slots, a
 * right one gives them back. Windows of 15 minutes:
 * - account and address: 10 guesses, then this address is locked out of this account;
 * - address: 20 guesses over any accounts (password spraying from one place);
 * - account: 50 guesses from addresses it has not signed in from lately. The addresses where the
 *   owner signed in during the last 30 days are exempt, so an attacker elsewhere cannot lock the
 *   owner out.
 * Applied whether or not the account exists, so the answer reveals nothing.
 */
import { AppError } from '../errors';
import { FixedWindows } from './fixed-windows';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_LOGIN_FAILURES = 10;
export const MAX_ADDRESS_FAILURES = 20;
export const MAX_ACCOUNT_FAILURES = 50;
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

export interface LoginAttempt {
  /** the account as typed, normalised (targets.ts key) */
  account: string;
  /** the client address (IPv6 reduced to its /64) */
  address: string;
}

export class LoginThrottle {
  private readonly guesses = new FixedWindows();
  /** `account \n address` pairs that signed in lately */
  private readonly known = new FixedWindows();

  /** Takes the attempt's slots, or throws 429 rateLimited with the seconds until all have room. */
  begin(attempt: LoginAttempt, now: number): void {
    const windows = this.windowsOf(attempt, now);
    const waits = windows.map(([key, max]) => {
      const window = this.guesses.get(key, now);
      return window && window.count >= max ? window.endsAt - now : 0;
    });
    const wait = Math.max(...waits);
    if (wait > 0) throw new AppError(429, 'rateLimited', { seconds: Math.ceil(wait / 1000) });
    for (const [key] of windows) this.guesses.hit(key, now, LOGIN_WINDOW_MS);
  }

  /** The password was right: the slots go back, this pair starts afresh and its address is known. */
  succeeded(attempt: LoginAttempt, now: number): void {
    for (const [key] of this.windowsOf(attempt, now)) this.guesses.unhit(key, now);
    this.guesses.delete(pairKey(attempt));
    this.known.delete(pairKey(attempt));
    this.known.hit(pairKey(attempt), now, KNOWN_ADDRESS_MS);
  }

  private windowsOf(attempt: LoginAttempt, now: number): [key: string, max: number][] {
    const windows: [string, number][] = [
      [pairKey(attempt), MAX_LOGIN_FAILURES],
      [`address\n${attempt.address}`, MAX_ADDRESS_FAILURES],
    ];
    if (!this.known.get(pairKey(attempt), now)) windows.push([`account\n${attempt.account}`, MAX_ACCOUNT_FAILURES]);
    return windows;
  }
}

const pairKey = (attempt: LoginAttempt): string => `pair\n${attempt.account}\n${attempt.address}`;
