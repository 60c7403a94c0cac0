import type { SymbolSummary } from '@contract/market';

export const MARKET_TABS = ['spot', 'futures', 'cycle', 'favourites'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];
/** The tabs that list spot pairs; Futures lists the perpetuals (contract/market/list), Cycle the symbols of cycle/rules. */
export type CoinTab = Exclude<MarketTab, 'futures' | 'cycle'>;

export function isMarketTab(value: string | null): value is MarketTab {
  return MARKET_TABS.includes(value as MarketTab);
}

/**
 * Which pairs each coin tab lists, derived from SymbolSummary.category:
 * - spot: the pairs whose category is 'spot' (crypto);
 * - favourites: the starred symbols, whatever their category.
 */
export function symbolsForTab(summaries: readonly SymbolSummary[], tab: CoinTab, favourites: ReadonlySet<string>): SymbolSummary[] {
  switch (tab) {
    case 'spot':
      return summaries.filter((s) => s.category === 'spot');
    case 'favourites':
      return summaries.filter((s) => favourites.has(s.symbol));
  }
}
