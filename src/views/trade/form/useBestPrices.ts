import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import { getDepth$, type BookView } from '../../../streams';
import type { BestPrices } from './orderMath';

const bestOf = (book: BookView): BestPrices | null =>
  book.ready ? { bid: book.bids[0]?.[0] ?? null, ask: book.asks[0]?.[0] ?? null } : null;
const sameBest = (a: BestPrices | null, b: BestPrices | null) =>
  a === b || (a !== null && b !== null && a.bid === b.bid && a.ask === b.ask);

/** The best bid and ask of the pair's live book (shared with the ladder); a render only when one of them moves. */
export function useBestPrices(symbol: string): BestPrices | null {
  const best$ = useMemo(() => getDepth$(symbol).pipe(map(bestOf), distinctUntilChanged(sameBest)), [symbol]);
  return useObservableState(best$, null);
}
