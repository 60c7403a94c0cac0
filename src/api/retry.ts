import { retry, throwError, timer, type MonoTypeOperatorFunction } from 'rxjs';
import { isTransient } from './errors';

/** At most 3 tries in total: the first call and 2 retries. */
export const MAX_TRIES = 3;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

/**
 * Exponential backoff with "equal jitter": half of the step is fixed so delays always grow, the
 * other half is random so many phones that lost the same server do not come back in lock-step.
 * `retryCount` starts at 1; `random` returns a number in [0, 1).
 */
export function backoffDelay(retryCount: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (retryCount - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

export interface RetryOptions {
  /** Safe to send again: a read, or a write carrying a client id the server de-duplicates. */
  idempotent: boolean;
  /** Delay before retry number `retryCount`; tests inject a fixed one. */
  delayMs?: (retryCount: number) => number;
}

/**
 * The one retry policy: network errors and 5xx only, never a 4xx, and only for calls that are safe
 * to repeat. Timeouts are not retried: the user has already waited the full time limit.
 */
export function withRetry<T>({ idempotent, delayMs = backoffDelay }: RetryOptions): MonoTypeOperatorFunction<T> {
  if (!idempotent) return (source) => source;
  return retry({
    count: MAX_TRIES - 1,
    delay: (err: unknown, retryCount: number) => (isTransient(err) ? timer(delayMs(retryCount)) : throwError(() => err)),
  });
}
