import { connectable, ReplaySubject, type Observable } from 'rxjs';

/** One request a page makes on its first render, started early (src/views/app/earlyRequests.ts). */
export interface EarlyAnswer<T> {
  /** Sends `request$` now, for `key` (what the page will ask for): its answer waits, replayed, for the page. */
  start(key: string, request$: Observable<T>): void;
  /** The early answer for `key` the first time it is there to take, else undefined: then the page asks afresh. */
  take(key: string): Observable<T> | undefined;
}

/**
 * A request started when the app starts on a page, beside the page's chunk instead of after it has
 * loaded and rendered; the page takes its answer (arrived or on its way) instead of asking again.
 * Handed over once: a later visit or a retry sends a fresh request.
 */
export function earlyAnswer<T>(): EarlyAnswer<T> {
  let early: { key: string; answer$: Observable<T> } | undefined;
  return {
    start(key, request$) {
      // connected now and kept to the end: the answer waits for the page that takes it
      const answer$ = connectable(request$, { connector: () => new ReplaySubject<T>(1), resetOnDisconnect: false });
      answer$.connect();
      early = { key, answer$ };
    },
    take(key) {
      const taken = early;
      early = undefined;
      return taken?.key === key ? taken.answer$ : undefined;
    },
  };
}
