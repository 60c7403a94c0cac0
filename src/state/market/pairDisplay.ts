import type { SymbolSummary } from '@contract/market';

/** What a record row needs to know about its pair. */
export interface PairDisplay {
  base: string;
  name: string;
  pricePrecision: number;
  /** undefined for a pair market/list does not list: amounts then show the default decimals */
  coinId: number | undefined;
}

/** The ledger keeps 8 decimals; a pair market/list no longer lists is shown with all of them. */
const FALLBACK_PRECISION = 8;

/** How a record of `symbol` is displayed: from market/list, or derived from the symbol itself. */
export function pairDisplayOf(summaries: readonly SymbolSummary[], symbol: string): PairDisplay & { coinType: string } {
  const summary = summaries.find((s) => s.symbol === symbol);
  if (summary) return summary;
  const base = symbol.replace(/USDT$/, '');
  return { base, coinType: base, name: `${base}/USDT`, pricePrecision: FALLBACK_PRECISION, coinId: undefined };
}
