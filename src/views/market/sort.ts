/** Three-state column sort of the market list (spec section 4): 0 none, 1 ascending, 2 descending. */
export type SortColumn = 'name' | 'price' | 'volume';

export type SortState = { column: null; order: 0 } | { column: SortColumn; order: 1 | 2 };

export const NO_SORT: SortState = { column: null, order: 0 };

/** Clicking the sorted column cycles 1 -> 2 -> 0; clicking another column starts it at 1. */
export function nextSort(state: SortState, column: SortColumn): SortState {
  if (state.column !== column) return { column, order: 1 };
  return state.order === 1 ? { column, order: 2 } : NO_SORT;
}
