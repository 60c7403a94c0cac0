import type { SymbolSummary } from '@contract/market';
import { USDT_COIN_ID } from '../../state/market';

export interface CoinMeta {
  /** decides an amount's minimum decimals (spec section 9) */
  coinId: number | undefined;
  icon: string;
}

/** Display data of an asset: from its pair in market/list; USDT and unlisted assets by convention. */
export function coinMetaOf(summaries: readonly SymbolSummary[] | undefined, asset: string): CoinMeta {
  const summary = summaries?.find((s) => s.base === asset);
  if (summary) return { coinId: summary.coinId, icon: summary.icon };
  return { coinId: asset === 'USDT' ? USDT_COIN_ID : undefined, icon: `/icons/${asset.toLowerCase()}.svg` };
}
