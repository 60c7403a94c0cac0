import { useEffect } from 'react';
import type { OrderDetail } from '@contract/spot';
import { fetchOrderDetail$ } from '../../api/spot';
import { privateChanges$ } from '../../state/orders';
import { useRemoteData, type RemoteData } from '../../state/remote';
import { getBalances$, getOrders$ } from '../../streams';

/**
 * The order with its fills, asked again whenever the private socket reports a fill, a cancel or a finished order
 * (the same signal the record lists follow), so an open order's page fills in live.
 */
export function useOrderDetail(orderId: string): [RemoteData<OrderDetail>, () => void] {
  const [remote, reload] = useRemoteData(() => fetchOrderDetail$(orderId));
  useEffect(() => {
    const subscription = privateChanges$(getOrders$(), getBalances$(), null).subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [reload]);
  return [remote, reload];
}
