import { distinctUntilChanged, map, merge, skip, type Observable } from 'rxjs';
import type { Balance } from '@contract/assets';
import type { Order } from '@contract/spot';

/** Which pair's records a change concerns; null means every pair (the trade records across coins). */
export type RecordScope = { symbol: string; assets: readonly string[] } | null;

/** The balances of `wallet` (spot unless said) in scope as one comparable string. */
export function balancesSignature(balances: readonly Balance[], scope: RecordScope, wallet: Balance['wallet'] = 'spot'): string {
  return balances
    .filter((b) => b.wallet === wallet && (scope === null || scope.assets.includes(b.asset)))
    .map((b) => `${b.asset}:${b.available}:${b.frozen}`)
    .sort()
    .join('|');
}

/** The open orders in scope as one comparable string: which exist and how far each is filled. */
export function ordersSignature(orders: readonly Order[], scope: RecordScope): string {
  return orders
    .filter((o) => scope === null || o.symbol === scope.symbol)
    .map((o) => `${o.id}:${o.filledQty}:${o.status}`)
    .join('|');
}

/**
 * Emits when the private socket reports a change that the order and trade history lists cannot
 * see by themselves: every fill, cancel or finished order moves the balances (a market
 * order that fills at once never shows as open), and new or partly filled orders change the
 * open set. The state each feed holds when subscribed is skipped: the first page already has it.
 */
export function privateChanges$(
  orders$: Observable<readonly Order[]>,
  balances$: Observable<readonly Balance[]>,
  scope: RecordScope,
): Observable<void> {
  const changesOf = <T>(feed$: Observable<T>, signature: (value: T) => string) =>
    feed$.pipe(map(signature), distinctUntilChanged(), skip(1));
  return merge(
    changesOf(balances$, (b) => balancesSignature(b, scope)),
    changesOf(orders$, (o) => ordersSignature(o, scope)),
  ).pipe(map(() => undefined));
}
