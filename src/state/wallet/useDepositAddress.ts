import type { DepositAddress, NetworkId } from '@contract/wallet';
import { fetchDepositAddress$ } from '../../api/wallet';
import { useRemoteData, type RemoteData } from '../remote';

/** The user's deposit address on one network, asked on mount; `asset` and `network` are read once (key the component by them). */
export function useDepositAddress(asset: string, network: NetworkId): [RemoteData<DepositAddress>, () => void] {
  return useRemoteData(() => fetchDepositAddress$({ asset, network }));
}
