import { catchError, concat, concatMap, defer, EMPTY, map, of, startWith, take, tap, type Observable } from 'rxjs';
import type { Paged } from '@contract/primitives';
import { applyPage, EMPTY_PAGED, failCommand, hasMore, pageToFetch, startCommand, type PageCommand, type PagedState } from './pagedList';

/**
 * A paged REST list driven by commands, starting with a reload. Commands run one after another,
 * each reading the state its predecessors left (which page comes next), so a "load more" tapped
 * during a refresh cannot skip or repeat a page.
 */
export function pagedFeed$<T>(
  commands$: Observable<PageCommand>,
  fetchPage: (page: number) => Observable<Paged<T>>,
  keyOf: (item: T) => string | number,
  size: number,
): Observable<PagedState<T>> {
  return defer(() => {
    let state: PagedState<T> = EMPTY_PAGED;
    const run = (command: PageCommand): Observable<PagedState<T>> =>
      defer(() => {
        if (command === 'more' && !hasMore(state, size)) return EMPTY;
        const page = pageToFetch(state, command);
        return concat(
          of(startCommand(state, command)),
          fetchPage(page).pipe(
            take(1),
            map((answer) => applyPage(state, command, answer, keyOf)),
            catchError(() => of(failCommand(state))),
          ),
        );
      }).pipe(tap((next) => (state = next)));
    return commands$.pipe(startWith<PageCommand>('reload'), concatMap(run));
  });
}
