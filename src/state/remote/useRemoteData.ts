import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { catchError, map, of, scan, startWith, switchMap, type Observable } from 'rxjs';

export interface RemoteData<T> {
  /** the last data received; kept while a reload runs or after a reload fails */
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

const INITIAL: RemoteData<never> = { data: undefined, loading: true, error: null };

/**
 * Runs a cold request on mount and again on every `reload()`; a newer reload cancels the one in
 * flight (switchMap unsubscribes, which aborts the fetch). `load$` is read once, on first render.
 */
export function useRemoteData<T>(load$: () => Observable<T>): [RemoteData<T>, () => void] {
  const [reload, reload$] = useObservableCallback<void>();
  const state$ = useObservable(() =>
    reload$.pipe(
      startWith(undefined),
      switchMap(() =>
        load$().pipe(
          map((data): Partial<RemoteData<T>> => ({ data, loading: false, error: null })),
          catchError((error: unknown) => of<Partial<RemoteData<T>>>({ loading: false, error })),
          startWith<Partial<RemoteData<T>>>({ loading: true }),
        ),
      ),
      scan((state: RemoteData<T>, patch: Partial<RemoteData<T>>) => ({ ...state, ...patch }), INITIAL),
    ),
  );
  return [useObservableState(state$, INITIAL), reload];
}
