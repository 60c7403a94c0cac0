import { map } from 'rxjs';
import type { CycleOrder } from '@contract/cycle';
import { fetchCycleOpenOrders$ } from '../../api/cycle';
import { getCycleOrders$ } from '../../streams';
import { usePrivateData, type RemoteData } from '../remote';

/** The most open orders the REST stand-in asks for (the API's page limit). */
const OPEN_ORDERS_REST_SIZE = 100;

/**
 * The user's open cycle orders, and those settled since the socket's last snapshot (with their result), newest first:
 * live from the `cycleOrders` channel, cycle/order/open until the socket delivers.
 */
export function useCycleOrders(): [RemoteData<readonly CycleOrder[]>, () => void] {
  return usePrivateData<readonly CycleOrder[]>(getCycleOrders$, () =>
    fetchCycleOpenOrders$({ size: OPEN_ORDERS_REST_SIZE }).pipe(map((page) => page.items)),
  );
}
