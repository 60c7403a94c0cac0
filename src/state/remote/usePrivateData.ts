import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { of, scan, startWith, switchMap, type Observable } from 'rxjs';
import { token$ } from '../../api/storage';
import type { RemoteData } from './useRemoteData';
import { liveOrRest$, type RemotePatch } from './liveOrRest';

const INITIAL: RemoteData<never> = { data: undefined, loading: true, error: null };

/**
 * The signed-in user's live list (see liveOrRest$), restarted on every sign-in so one user's rows
 * never show for another; signed out it holds no data. `reload()` asks REST again while the
 * socket has not delivered yet. The factories are read once, on first render.
 */
export function usePrivateData<T>(live$: () => Observable<T>, rest$: () => Observable<T>): [RemoteData<T>, () => void] {
  const [reload, reload$] = useObservableCallback<void>();
  const state$ = useObservable(() =>
    token$.pipe(
      switchMap((token) =>
        token
          ? reload$.pipe(
              startWith(undefined),
              switchMap(() => liveOrRest$(live$(), rest$()).pipe(startWith<RemotePatch<T>>({ loading: true }))),
              startWith<RemotePatch<T>>({ data: undefined }),
            )
          : of<RemotePatch<T>>({ data: undefined, loading: false, error: null }),
      ),
      scan((state: RemoteData<T>, patch: RemotePatch<T>) => ({ ...state, ...patch }), INITIAL),
    ),
  );
  return [useObservableState(state$, INITIAL), reload];
}
