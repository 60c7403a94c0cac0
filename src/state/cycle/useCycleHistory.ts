import { defer, distinctUntilChanged, filter, map, skip } from 'rxjs';
import type { CycleOrder } from '@contract/cycle';
import { fetchCycleHistory$ } from '../../api/cycle';
import { getCycleOrders$ } from '../../streams';
import { usePagedList, type PagedList } from '../paged';

/** The ids of the orders the live list holds as settled: a new one means a settlement arrived. */
const settledIds = (orders: readonly CycleOrder[]) =>
  orders
    .filter((order) => order.status === 'settled')
    .map((order) => order.id)
    .sort()
    .join(',');

/**
 * Settlements pushed on the `cycleOrders` channel after the list was loaded (the first value is what the load already
 * covers); a snapshot emptying the settled rows is no settlement. Deferred, so importing this module opens nothing.
 */
const settlements$ = defer(() => getCycleOrders$()).pipe(
  map(settledIds),
  distinctUntilChanged(),
  skip(1),
  filter((ids) => ids !== ''),
);

/** The user's settled cycle orders (cycle/order/history), newest settlement first, paged; each settlement adds itself in front. */
export function useCycleHistory(): PagedList<CycleOrder> {
  return usePagedList(
    (page, size) => fetchCycleHistory$({ page, size }),
    (order) => order.id,
    settlements$,
  );
}
