import { useObservable, useObservableState } from 'observable-hooks';
import { catchError, map, of } from 'rxjs';
import { fetchWapConfig$ } from '../../api/common';

/** Whether the server's demo features are on (wap/config `demo`): false until it answers, and when it fails. */
export function useDemoFeatures(): boolean {
  return useObservableState(
    useObservable(() =>
      fetchWapConfig$().pipe(
        map((config) => config.demo),
        catchError(() => of(false)),
      ),
    ),
    false,
  );
}
