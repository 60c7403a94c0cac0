import { useObservable, useObservableState } from 'observable-hooks';
import { map, of, startWith, switchMap, timer } from 'rxjs';
import type { LockOrder } from '@contract/lock';

/**
 * docs/lock-mining.md "Revoking before interest starts": an active order before its startDate. A dividend paid proves
 * interest started whatever this device's clock says (it may run behind the server's).
 */
export const isRevocable = (order: Pick<LockOrder, 'status' | 'startDate' | 'payments'>, now: number): boolean =>
  order.status === 'active' && order.payments.length === 0 && now < order.startDate;

/**
 * Whether the order can still be revoked, by this device's clock; it turns false at startDate without a reload (the
 * server decides: a revoke it refuses answers with its own message).
 */
export function useRevocable(order: LockOrder): boolean {
  const revocable$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        switchMap(([status, startDate, payments]) =>
          isRevocable({ status, startDate, payments }, Date.now())
            ? timer(new Date(startDate)).pipe(
                map(() => false),
                startWith(true),
              )
            : of(false),
        ),
      ),
    [order.status, order.startDate, order.payments],
  );
  return useObservableState(revocable$, isRevocable(order, Date.now()));
}
