import { map } from 'rxjs';
import type { FuturesOrder, Position } from '@contract/futures';
import { fetchFuturesOpenOrders$, fetchPositions$ } from '../../api/contract';
import { getFuturesOrders$, getPositions$ } from '../../streams';
import { usePrivateData, type RemoteData } from '../remote';

/** The most open futures orders the REST stand-in asks for (the API's page limit). */
const OPEN_ORDERS_REST_SIZE = 100;

/**
 * The user's open positions, newest first: live from the `positions` channel (whose snapshot after every reconnect
 * replaces them), contract/position/list until the socket delivers.
 */
export function usePositions(): [RemoteData<readonly Position[]>, () => void] {
  return usePrivateData<readonly Position[]>(getPositions$, () => fetchPositions$());
}

/** The user's open futures orders of `symbol`, newest first, live like the positions. */
export function useFuturesOpenOrders(symbol: string): [RemoteData<readonly FuturesOrder[]>, () => void] {
  const [all, reload] = usePrivateData<readonly FuturesOrder[]>(getFuturesOrders$, () =>
    fetchFuturesOpenOrders$({ symbol, size: OPEN_ORDERS_REST_SIZE }).pipe(map((page) => page.items)),
  );
  return [{ ...all, data: all.data?.filter((order) => order.symbol === symbol) }, reload];
}
