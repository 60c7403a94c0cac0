import type { MarketRowData } from '../../state/tickers';
import type { SortColumn, SortState } from './sort';

/** How two rows compare on each column a list can sort by. */
export type RowComparators<T> = Partial<Record<SortColumn, (a: T, b: T) => number>>;

const coinComparators: RowComparators<MarketRowData> = {
  name: (a, b) => a.summary.name.localeCompare(b.summary.name),
  price: (a, b) => Number(a.ticker.last) - Number(b.ticker.last),
  volume: (a, b) => Number(a.ticker.quoteVol24h) - Number(b.ticker.quoteVol24h),
};

/** The rows in the order the sort state asks for; order 0 (or a column the list cannot sort by) keeps their order. */
export function sortBy<T>(rows: readonly T[], sort: SortState, comparators: RowComparators<T>): readonly T[] {
  const compare = sort.column === null ? undefined : comparators[sort.column];
  if (!compare) return rows;
  const sign = sort.order === 1 ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** The coin list (spot, cycle, favourites) in the order the sort state asks for. */
export function sortRows(rows: readonly MarketRowData[], sort: SortState): readonly MarketRowData[] {
  return sortBy(rows, sort, coinComparators);
}
