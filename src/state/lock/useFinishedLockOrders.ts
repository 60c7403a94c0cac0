import { useObservable } from 'observable-hooks';
import { map, skip } from 'rxjs';
import type { LockOrder } from '@contract/lock';
import { LOCK_FINISHED } from '@contract/lock-statuses';
import { fetchLockOrders$ } from '../../api/lock';
import { usePagedList, type PagedList } from '../paged';

/**
 * The user's finished lock orders (redeemed, completed, revoked), newest first, paged from lock/order/list; `finishedKey`
 * (the live channel's finished orders, e.g. their ids and versions joined) merges a fresh first page in whenever it changes.
 */
export function useFinishedLockOrders(finishedKey: string): PagedList<LockOrder> {
  const changed$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        map(([key]) => key),
        skip(1),
      ),
    [finishedKey],
  );
  return usePagedList(
    (page, size) => fetchLockOrders$({ status: LOCK_FINISHED, page, size }),
    (order: LockOrder) => order.id,
    changed$,
  );
}
