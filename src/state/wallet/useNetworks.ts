import { defer, ReplaySubject, share } from 'rxjs';
import type { AssetNetwork } from '@contract/wallet';
import { fetchNetworks$ } from '../../api/wallet';
import { useRemoteData, type RemoteData } from '../remote';

/**
 * wallet/networks, asked once per app life: the table changes only with a new server version, so every screen shares
 * the first answer. A failure is not kept, so `reload` (or the next screen) asks again.
 */
const networks$ = defer(fetchNetworks$).pipe(
  share<AssetNetwork[]>({ connector: () => new ReplaySubject(1), resetOnError: true, resetOnComplete: false, resetOnRefCountZero: false }),
);

export function useNetworks(): [RemoteData<AssetNetwork[]>, () => void] {
  return useRemoteData(() => networks$);
}
