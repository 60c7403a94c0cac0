import { map } from 'rxjs';
import type { Balance } from '@contract/assets';
import { fetchAssetOverview$ } from '../../api/assets';
import { getBalances$ } from '../../streams';
import type { RemoteData } from '../remote';
import { usePrivateData } from '../remote';

/** The user's balances in both wallets: live from the socket, asset/overview until it delivers. */
export function useBalances(): [RemoteData<readonly Balance[]>, () => void] {
  return usePrivateData<readonly Balance[]>(getBalances$, () => fetchAssetOverview$().pipe(map((overview) => overview.balances)));
}

/** Available amount of `asset` in `wallet`; "0" when the wallet holds none, null while unknown. */
export function availableOf(balances: readonly Balance[] | undefined, wallet: Balance['wallet'], asset: string): string | null {
  if (!balances) return null;
  return balances.find((b) => b.wallet === wallet && b.asset === asset)?.available ?? '0';
}
