import type { MarketRowData } from '../market/marketRows';

export const RANKINGS = ['volume', 'gainers', 'losers'] as const;
export type Ranking = (typeof RANKINGS)[number];

const score: Record<Ranking, (row: MarketRowData) => number> = {
  // Quote turnover (USDT) compares coins of very different unit prices; base volume would not.
  volume: (row) => Number(row.ticker.quoteVol24h),
  gainers: (row) => Number(row.ticker.change24h),
  losers: (row) => -Number(row.ticker.change24h),
};

/** The `limit` best rows of a ranking, best first; ties keep the catalogue order. */
export function rankRows(rows: readonly MarketRowData[], ranking: Ranking, limit: number): MarketRowData[] {
  const by = score[ranking];
  return [...rows].sort((a, b) => by(b) - by(a)).slice(0, limit);
}
