import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../src/backoff';
import { RECONNECT_MAX_MS, RECONNECT_MIN_MS } from '../../src/streams/reconnecting-socket';

const limits = { minMs: RECONNECT_MIN_MS, maxMs: RECONNECT_MAX_MS };

describe('backoffDelay', () => {
  it.each([
    // [retry, random, delay]
    [0, 0.5, 0], // the first connection does not wait
    [1, 0, 500],
    [1, 1, 1_000],
    [2, 0, 1_000],
    [2, 0.5, 1_500],
    [3, 1, 4_000],
    [4, 0, 4_000],
    [5, 0, 5_000], // 500·2^5 is past the cap: half to all of 10 s
    [5, 1, 10_000],
    [40, 0.99, 9_950],
  ])('retry %i with random %d waits %i ms', (retry, random, delay) => {
    expect(backoffDelay(retry, () => random, limits)).toBe(delay);
  });

  it('always waits between 500 ms and 10 s once retrying, whatever the jitter', () => {
    for (let retry = 1; retry < 30; retry++) {
      for (const random of [0, 0.25, 0.5, 0.75, 0.999]) {
        const delay = backoffDelay(retry, () => random, limits);
        expect(delay).toBeGreaterThanOrEqual(RECONNECT_MIN_MS);
        expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      }
    }
  });
});
