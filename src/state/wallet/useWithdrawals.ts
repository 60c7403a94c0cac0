import { map } from 'rxjs';
import type { Withdrawal } from '@contract/wallet';
import { fetchWithdrawals$ } from '../../api/wallet';
import { getWithdrawals$ } from '../../streams';
import { usePrivateData, type RemoteData } from '../remote';

/** As many as the `withdrawals` snapshot carries besides those not final (docs/protocol.md). */
const RECENT_WITHDRAWALS = 20;

/**
 * The user's withdrawals, newest first, with their status: live from the `withdrawals` channel, wallet/withdraw/list
 * until the socket delivers.
 */
export function useWithdrawals(): [RemoteData<readonly Withdrawal[]>, () => void] {
  return usePrivateData<readonly Withdrawal[]>(getWithdrawals$, () =>
    fetchWithdrawals$({ size: RECENT_WITHDRAWALS }).pipe(map((page) => page.items)),
  );
}
