import { map } from 'rxjs';
import type { Deposit } from '@contract/wallet';
import { fetchDeposits$ } from '../../api/wallet';
import { getDeposits$ } from '../../streams';
import { usePrivateData, type RemoteData } from '../remote';

/** As many as the `deposits` snapshot carries besides those still confirming (docs/protocol.md). */
const RECENT_DEPOSITS = 20;

/**
 * The user's deposits, newest first, with their confirmations: live from the `deposits` channel, wallet/deposit/list
 * until the socket delivers.
 */
export function useDeposits(): [RemoteData<readonly Deposit[]>, () => void] {
  return usePrivateData<readonly Deposit[]>(getDeposits$, () => fetchDeposits$({ size: RECENT_DEPOSITS }).pipe(map((page) => page.items)));
}
