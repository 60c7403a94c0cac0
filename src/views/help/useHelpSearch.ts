import { useObservable, useObservableState } from 'observable-hooks';
import { catchError, debounceTime, distinctUntilChanged, map, of, startWith, switchMap, type Observable } from 'rxjs';
import type { ContentSummary } from '@contract/content';
import type { Paged } from '@contract/primitives';
import { searchHelp$ } from '../../api/tickets';

export type SearchState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; items: readonly ContentSummary[] };

const IDLE: SearchState = { kind: 'idle' };
const SEARCH_DELAY_MS = 300;

/** The server's search (content/search) of what the user types, once typing pauses; a newer keyword cancels the older. */
export function searchAsTyped$(
  keyword$: Observable<readonly [keyword: string, attempt: number]>,
  search$: (keyword: string) => Observable<Paged<ContentSummary>> = searchHelp$,
): Observable<SearchState> {
  return keyword$.pipe(
    map(([k, attempt]) => [k.trim(), attempt] as const),
    distinctUntilChanged((a, b) => a[0] === b[0] && a[1] === b[1]),
    debounceTime(SEARCH_DELAY_MS),
    switchMap(([keyword]) =>
      keyword === ''
        ? of(IDLE)
        : search$(keyword).pipe(
            map((page): SearchState => ({ kind: 'done', items: page.items })),
            catchError(() => of<SearchState>({ kind: 'failed' })),
            startWith<SearchState>({ kind: 'loading' }),
          ),
    ),
  );
}

/** `attempt` changes to search the same keyword again (the retry after a failure). */
export function useHelpSearch(keyword: string, attempt: number): SearchState {
  const state$ = useObservable((inputs$) => searchAsTyped$(inputs$), [keyword, attempt] as const);
  return useObservableState(state$, IDLE);
}
