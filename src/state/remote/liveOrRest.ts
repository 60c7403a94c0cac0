import { catchError, map, merge, of, takeUntil, type Observable } from 'rxjs';
import type { RemoteData } from './useRemoteData';

export type RemotePatch<T> = Partial<RemoteData<T>>;

/**
 * A private list (orders, balances) from the socket, with REST standing in until the socket's
 * snapshot arrives: the REST answer shows first, and the first live value ends it (a REST answer
 * that comes later is dropped, it would be older). A REST failure does not end the live feed.
 * `live$` must replay its latest value (the streams' feeds do), since it is subscribed twice.
 */
export function liveOrRest$<T>(live$: Observable<T>, rest$: Observable<T>): Observable<RemotePatch<T>> {
  const fallback$ = rest$.pipe(
    map((data): RemotePatch<T> => ({ data, loading: false, error: null })),
    catchError((error: unknown) => of<RemotePatch<T>>({ loading: false, error })),
    takeUntil(live$),
  );
  return merge(fallback$, live$.pipe(map((data): RemotePatch<T> => ({ data, loading: false, error: null }))));
}
