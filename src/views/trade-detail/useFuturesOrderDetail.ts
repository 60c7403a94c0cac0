import { useEffect } from 'react';
import type { FuturesOrderDetail } from '@contract/futures';
import { fetchFuturesOrderDetail$ } from '../../api/contract';
import { futuresChanges$ } from '../../state/futures';
import { useRemoteData, type RemoteData } from '../../state/remote';
import { getFuturesOrders$, getPositions$ } from '../../streams';

/**
 * The futures order with its fills, asked again whenever the private socket reports a change of its perpetual's
 * orders or positions (the signal the contract record lists follow), so an open order's page fills in live.
 */
export function useFuturesOrderDetail(orderId: string): [RemoteData<FuturesOrderDetail>, () => void] {
  const [remote, reload] = useRemoteData(() => fetchFuturesOrderDetail$(orderId));
  const symbol = remote.data?.order.symbol;
  useEffect(() => {
    if (symbol === undefined) return undefined;
    const subscription = futuresChanges$(getFuturesOrders$(), getPositions$(), symbol).subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [symbol, reload]);
  return [remote, reload];
}
