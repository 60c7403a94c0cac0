import { retry, throwError, timer, type MonoTypeOperatorFunction } from 'rxjs';
import { backoffDelay as jitteredDelay, type BackoffLimits } from '../backoff';
import { isTransient } from './errors';

/** At most 3 tries in total: the first call and 2 retries. */
export const MAX_TRIES = 3;
/** The first retry waits 250 to 500 ms, later ones up to 8 s. */
const RETRY_LIMITS: BackoffLimits = { minMs: 250, maxMs: 8_000 };

/** The delay before retry `retryCount` (from 1): the one backoff (src/backoff.ts) in whole milliseconds. */
export function backoffDelay(retryCount: number, random: () => number = Math.random): number {
  return Math.round(jitteredDelay(retryCount, random, RETRY_LIMITS));
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
