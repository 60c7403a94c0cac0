import { map } from 'rxjs';
import type { LockOrder } from '@contract/lock';
import { fetchLockOrders$ } from '../../api/lock';
import { getLockOrders$ } from '../../streams';
import { usePrivateData, type RemoteData } from '../remote';

/** The most orders the REST stand-in asks for (the API's page limit). */
const ORDERS_REST_SIZE = 100;

/**
 * The user's lock orders, active and the latest finished, newest subscription first: live from the `lockOrders`
 * channel (each subscription, dividend, redemption and completion), lock/order/list until the socket delivers.
 */
export function useLockOrders(): [RemoteData<readonly LockOrder[]>, () => void] {
  return usePrivateData<readonly LockOrder[]>(getLockOrders$, () =>
    fetchLockOrders$({ size: ORDERS_REST_SIZE }).pipe(map((page) => page.items)),
  );
}
