import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { map, type Observable } from 'rxjs';

/** The live open orders of one symbol from a private orders feed; undefined until the socket has delivered them. */
export function useSymbolOrders<T extends { symbol: string }>(
  orders$: () => Observable<readonly T[]>,
  symbol: string,
): readonly T[] | undefined {
  return useObservableState(useMemo(() => orders$().pipe(map((orders) => orders.filter((o) => o.symbol === symbol))), [orders$, symbol]));
}
