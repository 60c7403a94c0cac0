import type { WithdrawLimits } from '@contract/wallet';
import { fetchWithdrawLimits$ } from '../../api/wallet';
import { useRemoteData, type RemoteData } from '../remote';

/** wallet/withdraw/limits, asked on mount and again through `reload` (after each withdrawal, for what is left today). */
export function useWithdrawLimits(): [RemoteData<WithdrawLimits>, () => void] {
  return useRemoteData(fetchWithdrawLimits$);
}
