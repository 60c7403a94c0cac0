import type { MarketRowData } from '../../state/tickers';

export const RANKINGS = ['volume', 'gainers', 'losers'] as const;
export type Ranking = (typeof RANKINGS)[number];

const change = (row: MarketRowData): number => Number(row.ticker.change24h);

interface Rule {
  /** which rows belong in the list at all: a losers list of rising coins would mislead */
  keep: (row: MarketRowData) => boolean;
  /** higher ranks first */
  score: (row: MarketRowData) => number;
}

const RULES: Record<Ranking, Rule> = {
  // Quote turnover (USDT) compares coins of very different unit prices; base volume would not.
  volume: { keep: () => true, score: (row) => Number(row.ticker.quoteVol24h) },
  gainers: { keep: (row) => change(row) > 0, score: change },
  losers: { keep: (row) => change(row) < 0, score: (row) => -change(row) },
};

/** The `limit` best rows of a ranking, best first; ties keep the catalogue order. */
export function rankRows(rows: readonly MarketRowData[], ranking: Ranking, limit: number): MarketRowData[] {
  const { keep, score } = RULES[ranking];
  return rows
    .filter(keep)
    .sort((a, b) => score(b) - score(a))
    .slice(0, limit);
}
