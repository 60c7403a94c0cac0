import type { SymbolSummary } from '@contract/market';
import { fetchMarketList$ } from '../../api';
import { useRemoteData, type RemoteData } from '../remote';

/** The catalogue with its last REST tickers (market/list), fetched on mount; `reload` re-fetches. */
export function useMarketList(): [RemoteData<SymbolSummary[]>, () => void] {
  return useRemoteData(fetchMarketList$);
}
