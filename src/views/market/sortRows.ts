import type { MarketRowData } from '../../state/tickers';
import type { SortColumn, SortState } from './sort';

const compareBy: Record<SortColumn, (a: MarketRowData, b: MarketRowData) => number> = {
  name: (a, b) => a.summary.name.localeCompare(b.summary.name),
  price: (a, b) => Number(a.ticker.last) - Number(b.ticker.last),
  volume: (a, b) => Number(a.ticker.quoteVol24h) - Number(b.ticker.quoteVol24h),
};

/** Returns the rows in the order the sort state asks for; order 0 keeps the catalogue order. */
export function sortRows(rows: readonly MarketRowData[], sort: SortState): readonly MarketRowData[] {
  if (sort.column === null) return rows;
  const compare = compareBy[sort.column];
  const sign = sort.order === 1 ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}
