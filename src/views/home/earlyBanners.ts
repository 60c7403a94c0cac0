import { connectable, ReplaySubject, type Observable } from 'rxjs';
import { fetchBanners$, type Banner } from '../../api';

let early: Observable<Banner[]> | undefined;

/**
 * Asks for the banners now, when the app starts on /home (src/views/app/earlyRequests.ts), beside the
 * page's chunk instead of after it has loaded and rendered: the carousel then replaces the static
 * shell's banner at once rather than after a round trip behind a placeholder.
 */
export function requestBannersEarly(): void {
  // connected now and kept to the end: the answer waits, replayed, for the page that takes it
  const answer$ = connectable(fetchBanners$(), { connector: () => new ReplaySubject<Banner[]>(1), resetOnDisconnect: false });
  answer$.connect();
  early = answer$;
}

/** The early answer the first time it is there to take, else a fresh request (a later visit, a retry). */
export function banners$(): Observable<Banner[]> {
  const taken = early;
  early = undefined;
  return taken ?? fetchBanners$();
}
