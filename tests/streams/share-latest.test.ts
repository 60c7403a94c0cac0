import { defer, finalize, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { asyncScheduler } from 'rxjs';
import { withSharedLatest } from '../../src/streams/share-latest';
import { marbles } from '../helpers/marbles';

/** Counts subscriptions to (and teardowns of) the source. */
function counted<T>(source: Observable<T>) {
  const counts = { subscribed: 0, torn: 0 };
  const observable = defer(() => {
    counts.subscribed++;
    return source;
  }).pipe(finalize(() => counts.torn++));
  return { observable, counts };
}

describe('withSharedLatest', () => {
  it('gives a late subscriber the latest value at once, over one source subscription', () => {
    marbles(({ hot, expectObservable }) => {
      const { observable, counts } = counted(hot('-a-b-c-'));
      const shared = observable.pipe(withSharedLatest(5, asyncScheduler));
      expectObservable(shared, '^------').toBe('-a-b-c-');
      expectObservable(shared, '----^--').toBe('----bc-');
      return counts;
    });
  });

  it('keeps the source through the grace period and reuses it (with its last value)', () => {
    const counts = marbles(({ hot, expectObservable }) => {
      const { observable, counts } = counted(hot('-a-b------c-'));
      const shared = observable.pipe(withSharedLatest(5, asyncScheduler));
      expectObservable(shared, '^--!').toBe('-a-');
      expectObservable(shared, '-----^-----').toBe('-----b----c');
      return counts;
    });
    expect(counts).toEqual({ subscribed: 1, torn: 0 });
  });

  it('drops the source once nobody came back within the grace period; the next subscriber starts fresh', () => {
    const counts = marbles(({ hot, expectObservable }) => {
      const { observable, counts } = counted(hot('-a-b-----------c-'));
      const shared = observable.pipe(withSharedLatest(5, asyncScheduler));
      expectObservable(shared, '^--!').toBe('-a-');
      expectObservable(shared, '-----------^-----').toBe('---------------c-');
      return counts;
    });
    expect(counts).toEqual({ subscribed: 2, torn: 1 });
  });
});
