import { map } from 'rxjs';
import type { Order } from '@contract/spot';
import { fetchOpenOrders$ } from '../../api/spot';
import { getOrders$ } from '../../streams';
import type { RemoteData } from '../remote';
import { usePrivateData } from '../remote';

/** The most open orders the REST stand-in asks for (the API's page limit). */
export const OPEN_ORDERS_REST_SIZE = 100;

/**
 * The user's open orders of `symbol`, newest first: live from the private socket channel (which
 * holds every open order, so the list is complete), spot/order/open until the socket delivers.
 */
export function useOpenOrders(symbol: string): [RemoteData<readonly Order[]>, () => void] {
  const [all, reload] = usePrivateData<readonly Order[]>(getOrders$, () =>
    fetchOpenOrders$({ symbol, size: OPEN_ORDERS_REST_SIZE }).pipe(map((page) => page.items)),
  );
  const data = all.data?.filter((order) => order.symbol === symbol);
  return [{ ...all, data }, reload];
}
