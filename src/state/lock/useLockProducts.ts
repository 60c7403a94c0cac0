import type { LockProduct } from '@contract/lock';
import { fetchLockProducts$ } from '../../api/lock';
import { useRemoteData, type RemoteData } from '../remote';

/** lock/products, asked on every visit: the quota left changes with every subscription. */
export function useLockProducts(): [RemoteData<LockProduct[]>, () => void] {
  return useRemoteData(fetchLockProducts$);
}
