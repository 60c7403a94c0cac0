import { distinctUntilChanged, ignoreElements, interval, map, merge, tap, type Observable, type SchedulerLike } from 'rxjs';

/** docs/protocol.md: the client pings every 5 s; 10 s of silence is stale, 20 s is dead. */
export const PING_EVERY_MS = 5_000;
export const STALE_AFTER_MS = 10_000;
export const DEAD_AFTER_MS = 20_000;
/** How often the silence is measured: stale and dead are noticed at most this late. */
export const SILENCE_CHECK_MS = 1_000;

export type Liveness = 'live' | 'stale' | 'dead';

export function livenessAfter(silentMs: number): Liveness {
  if (silentMs >= DEAD_AFTER_MS) return 'dead';
  return silentMs >= STALE_AFTER_MS ? 'stale' : 'live';
}

/**
 * While subscribed (i.e. while the socket is open): sends a ping every 5 s and reports changes of
 * liveness. The silence is measured by polling a timestamp rather than restarting a timer on every
 * message, which would cost a setTimeout/clearTimeout pair per frame on a busy feed.
 */
export function watchHeartbeat(lastReceivedAt: () => number, ping: () => void, scheduler: SchedulerLike): Observable<Liveness> {
  const pings$ = interval(PING_EVERY_MS, scheduler).pipe(tap(ping), ignoreElements());
  const liveness$ = interval(SILENCE_CHECK_MS, scheduler).pipe(
    map(() => livenessAfter(scheduler.now() - lastReceivedAt())),
    distinctUntilChanged(),
  );
  return merge(pings$, liveness$);
}
