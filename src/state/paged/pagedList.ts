import type { Paged } from '@contract/primitives';

/**
 * reload: start over at page 1 (pull-to-refresh); more: the next page (load more);
 * head: fetch page 1 again and merge it in front, keeping the pages already loaded (a live change).
 */
export type PageCommand = 'reload' | 'more' | 'head';

export interface PagedState<T> {
  /** newest first, each key once */
  items: readonly T[];
  /** pages loaded so far */
  page: number;
  total: number;
  /** the command waiting for its answer */
  pending: PageCommand | null;
  /** the last command failed; what was loaded stays */
  failed: boolean;
  /** a page has arrived at least once */
  loaded: boolean;
}

export const EMPTY_PAGED: PagedState<never> = { items: [], page: 0, total: 0, pending: 'reload', failed: false, loaded: false };

export function hasMore(state: PagedState<unknown>, size: number): boolean {
  return state.loaded && state.page * size < state.total;
}

export function pageToFetch(state: PagedState<unknown>, command: PageCommand): number {
  return command === 'more' ? state.page + 1 : 1;
}

export function startCommand<T>(state: PagedState<T>, command: PageCommand): PagedState<T> {
  return { ...state, pending: command, failed: false };
}

export function failCommand<T>(state: PagedState<T>): PagedState<T> {
  return { ...state, pending: null, failed: true };
}

/** Folds the answer of `command` into the list; a key seen twice (rows shift while paging) keeps its newer copy once. */
export function applyPage<T>(
  state: PagedState<T>,
  command: PageCommand,
  answer: Paged<T>,
  keyOf: (item: T) => string | number,
): PagedState<T> {
  const next = { ...state, pending: null, failed: false, loaded: true, total: answer.total };
  switch (command) {
    case 'reload':
      return { ...next, items: answer.items, page: 1 };
    case 'more': {
      const seen = new Set(state.items.map(keyOf));
      return { ...next, items: [...state.items, ...answer.items.filter((item) => !seen.has(keyOf(item)))], page: state.page + 1 };
    }
    case 'head': {
      const fresh = new Set(answer.items.map(keyOf));
      return { ...next, items: [...answer.items, ...state.items.filter((item) => !fresh.has(keyOf(item)))], page: Math.max(state.page, 1) };
    }
  }
}
