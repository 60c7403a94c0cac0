import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { EMPTY, map, merge, type Observable } from 'rxjs';
import type { Paged } from '@contract/primitives';
import { pagedFeed$ } from './pagedFeed';
import { EMPTY_PAGED, hasMore, type PageCommand, type PagedState } from './pagedList';

export const RECORDS_PAGE_SIZE = 20;

export interface PagedList<T> {
  state: PagedState<T>;
  hasMore: boolean;
  reload: () => void;
  more: () => void;
}

/**
 * A paged record list: page 1 on mount, `more()` appends, `reload()` starts over, and every value
 * of `changed$` (a live change elsewhere) merges a fresh page 1 in front. Arguments are read once.
 */
export function usePagedList<T>(
  fetchPage: (page: number, size: number) => Observable<Paged<T>>,
  keyOf: (item: T) => string | number,
  changed$: Observable<unknown> = EMPTY,
): PagedList<T> {
  const [command, command$] = useObservableCallback<PageCommand>();
  const state$ = useObservable(() =>
    pagedFeed$(
      merge(command$, changed$.pipe(map((): PageCommand => 'head'))),
      (page) => fetchPage(page, RECORDS_PAGE_SIZE),
      keyOf,
      RECORDS_PAGE_SIZE,
    ),
  );
  const state = useObservableState<PagedState<T>>(state$, EMPTY_PAGED);
  return { state, hasMore: hasMore(state, RECORDS_PAGE_SIZE), reload: () => command('reload'), more: () => command('more') };
}
