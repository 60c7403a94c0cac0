import { expect } from 'vitest';
import { TestScheduler, type RunHelpers } from 'rxjs/testing';

/**
 * The one TestScheduler for marble tests. Inside `marbles(...)` every time-based operator
 * (timer, delay, timeout, auditTime, retry's delay) runs on virtual time, so a test states
 * *when* things happen without waiting for them.
 *
 *   marbles(({ cold, expectObservable }) => {
 *     expectObservable(cold('a-b|').pipe(map(up))).toBe('A-B|');
 *   });
 */
export function createTestScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

export function marbles<T>(run: (helpers: RunHelpers) => T): T {
  return createTestScheduler().run(run);
}

export type { RunHelpers };
