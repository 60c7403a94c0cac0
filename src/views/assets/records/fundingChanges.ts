import { distinctUntilChanged, map, skip, type Observable } from 'rxjs';
import type { Balance } from '@contract/assets';
import { balancesSignature } from '../../../state/orders';

/**
 * Emits when a `balances` push changes the user's balances of `asset` (every coin when null) in either wallet: every
 * funding movement does, and the list then merges a fresh first page. The state held when subscribed is skipped.
 */
export function fundingChanges$(balances$: Observable<readonly Balance[]>, asset: string | null): Observable<void> {
  const scope = asset === null ? null : { symbol: '', assets: [asset] };
  return balances$.pipe(
    map((b) => `${balancesSignature(b, scope, 'spot')}#${balancesSignature(b, scope, 'contract')}`),
    distinctUntilChanged(),
    skip(1),
    map(() => undefined),
  );
}
