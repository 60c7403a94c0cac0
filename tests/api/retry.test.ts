import { defer, type Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isTransient } from '../../src/api/errors';
import { backoffDelay, MAX_TRIES, withRetry } from '../../src/api/retry';
import { marbles } from '../helpers/marbles';

const serverDown = new ApiError('http', 503, 503, 'down');
const offline = new ApiError('network', 0, 0, '');
const rejected = new ApiError('http', 400, 400, 'amount is required');
/** Retry n waits n * 10 ms, so the marbles show the growing pauses. */
const tenMsSteps = (retryCount: number) => retryCount * 10;

describe('withRetry', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a 5xx', serverDown],
    ['a network error', offline],
  ])('tries %s three times in total, waiting longer each time', (_, error) =>
    marbles(({ cold, expectObservable, expectSubscriptions, flush }) => {
      const call = cold('-#', undefined, error);
      expectObservable(call.pipe(withRetry({ idempotent: true, delayMs: tenMsSteps }))).toBe('33ms #', undefined, error);
      expectSubscriptions(call.subscriptions).toBe(['^!', '11ms ^!', '32ms ^!']);
      flush();
      expect(call.subscriptions).toHaveLength(MAX_TRIES);
    }),
  );

  it('passes the answer on when a retry succeeds', () =>
    marbles(({ cold, expectObservable }) => {
      const tries: Observable<string>[] = [cold('-#', undefined, serverDown), cold('-a|')];
      const call = defer(() => tries.shift()!);
      expectObservable(call.pipe(withRetry({ idempotent: true, delayMs: tenMsSteps }))).toBe('12ms a|');
    }));

  it.each([400, 401, 404, 409, 422, 429])('never retries a %i', (status) =>
    marbles(({ cold, expectObservable, expectSubscriptions }) => {
      const error = new ApiError('http', status, status, 'no');
      const call = cold('-#', undefined, error);
      expectObservable(call.pipe(withRetry({ idempotent: true, delayMs: tenMsSteps }))).toBe('-#', undefined, error);
      expectSubscriptions(call.subscriptions).toBe('^!');
    }),
  );

  it('never retries a timeout', () =>
    marbles(({ cold, expectSubscriptions }) => {
      const call = cold('-#', undefined, new ApiError('timeout', 0, 0, ''));
      call.pipe(withRetry({ idempotent: true, delayMs: tenMsSteps })).subscribe({ error: () => undefined });
      expectSubscriptions(call.subscriptions).toBe('^!');
    }));

  it('does not retry a write that is not idempotent, even on a 5xx', () =>
    marbles(({ cold, expectObservable, expectSubscriptions }) => {
      const call = cold('-#', undefined, serverDown);
      expectObservable(call.pipe(withRetry({ idempotent: false, delayMs: tenMsSteps }))).toBe('-#', undefined, serverDown);
      expectSubscriptions(call.subscriptions).toBe('^!');
    }));

  it('uses the jittered exponential backoff by default', () =>
    marbles(({ cold, expectSubscriptions }) => {
      vi.spyOn(Math, 'random').mockReturnValue(0);
      const call = cold('-#', undefined, offline);
      call.pipe(withRetry({ idempotent: true })).subscribe({ error: () => undefined });
      // 250 ms after the first failure, then 500 ms after the second
      expectSubscriptions(call.subscriptions).toBe(['^!', '251ms ^!', '752ms ^!']);
    }));

  it('does not swallow an error thrown by a non-api bug', () =>
    marbles(({ cold, expectObservable }) => {
      const bug = new TypeError('x is undefined');
      expectObservable(cold('#', undefined, bug).pipe(withRetry({ idempotent: true }))).toBe('#', undefined, bug);
    }));
});

describe('backoffDelay', () => {
  it.each([
    [1, 0, 250],
    [2, 0, 500],
    [3, 0, 1000],
    [1, 0.999, 500],
    [2, 0.5, 750],
    [3, 0.999, 1999],
    [10, 0, 4000],
    [10, 0.999, 7996],
  ])('retry %i with random %d waits %i ms', (retryCount, random, ms) => {
    expect(backoffDelay(retryCount, () => random)).toBe(ms);
  });
});

describe('isTransient', () => {
  it.each([
    [offline, true],
    [serverDown, true],
    [new ApiError('http', 500, 500, ''), true],
    [new ApiError('http', 599, -1, ''), true],
    [rejected, false],
    [new ApiError('http', 200, -1, ''), false],
    [new ApiError('timeout', 0, 0, ''), false],
    [new Error('boom'), false],
  ])('%o -> %s', (error, expected) => {
    expect(isTransient(error)).toBe(expected);
  });
});
