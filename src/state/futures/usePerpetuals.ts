import type { PerpetualTicker } from '@contract/futures';
import { fetchPerpetualList$ } from '../../api/contract';
import { useRemoteData, type RemoteData } from '../remote';

/** Every perpetual with its last, mark and funding (contract/market/list), for the pair picker. */
export function usePerpetuals(): [RemoteData<PerpetualTicker[]>, () => void] {
  return useRemoteData(fetchPerpetualList$);
}
