import type { LockRedeemPreview } from '@contract/lock';
import { fetchLockRedeemPreview$ } from '../../api/lock';
import { useRemoteData, type RemoteData } from '../remote';

/** What redeeming the order early returns now (the penalty is the server's figure, shown before the user confirms). */
export function useRedeemPreview(orderId: string): [RemoteData<LockRedeemPreview>, () => void] {
  return useRemoteData(() => fetchLockRedeemPreview$(orderId));
}
