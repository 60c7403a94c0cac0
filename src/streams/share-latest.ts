import { ReplaySubject, share, timer, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';

/**
 * Shares a live state (as react-rxjs' shareLatest): late subscribers get the latest value at once;
 * when the last subscriber leaves, the source is kept for `graceMs` so that a remount or a quick
 * back-and-forth navigation reuses it, then dropped. Unlike a bare shareReplay(1) the source does not
 * stay subscribed forever, and an error or completion resets it so the next subscriber starts fresh.
 */
export function withSharedLatest<T>(graceMs: number, scheduler: SchedulerLike): MonoTypeOperatorFunction<T> {
  return share<T>({
    connector: () => new ReplaySubject<T>(1),
    resetOnError: true,
    resetOnComplete: true,
    resetOnRefCountZero: () => timer(graceMs, scheduler),
  });
}
