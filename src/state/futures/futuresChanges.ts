import { distinctUntilChanged, map, merge, skip, type Observable } from 'rxjs';
import type { FuturesOrder, Position } from '@contract/futures';

/** The open futures orders of `symbol` as one comparable string: which exist and how far each is filled. */
function ordersSignature(orders: readonly FuturesOrder[], symbol: string): string {
  return orders
    .filter((o) => o.symbol === symbol)
    .map((o) => `${o.id}:${o.filledQty}:${o.status}`)
    .join('|');
}

/** The positions of `symbol` as one comparable string: every change (fill, close, funding, TP/SL) bumps the version. */
function positionsSignature(positions: readonly Position[], symbol: string): string {
  return positions
    .filter((p) => p.symbol === symbol)
    .map((p) => `${p.id}:${p.version}`)
    .join('|');
}

/**
 * Emits when the private socket reports a change the history lists cannot see by themselves: an order that filled
 * or was cancelled leaves the open set (a market order that fills at once never shows there, but moves the position),
 * a position that closed leaves the positions. The state each feed holds when subscribed is skipped: the first page
 * already has it.
 */
export function futuresChanges$(
  orders$: Observable<readonly FuturesOrder[]>,
  positions$: Observable<readonly Position[]>,
  symbol: string,
): Observable<void> {
  const changesOf = <T>(feed$: Observable<T>, signature: (value: T) => string) =>
    feed$.pipe(map(signature), distinctUntilChanged(), skip(1));
  return merge(
    changesOf(orders$, (orders) => ordersSignature(orders, symbol)),
    changesOf(positions$, (positions) => positionsSignature(positions, symbol)),
  ).pipe(map(() => undefined));
}
