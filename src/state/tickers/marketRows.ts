import type { SymbolSummary, Ticker } from '@contract/market';

/** A catalogue entry with the freshest ticker known for it. */
export interface MarketRowData {
  summary: SymbolSummary;
  ticker: Ticker;
}

/**
 * Joins market/list with the live tickers. A symbol the socket has not (yet) reported keeps the
 * ticker that came with market/list, so the list still shows last known prices while offline.
 */
export function joinTickers(summaries: readonly SymbolSummary[], tickers: ReadonlyMap<string, Ticker>): MarketRowData[] {
  return summaries.map((summary) => ({ summary, ticker: tickers.get(summary.symbol) ?? summary.ticker }));
}
