import { useObservableEagerState } from 'observable-hooks';
import { useMemo } from 'react';
import type { SymbolSummary } from '@contract/market';
import { CoinRow } from '../components/CoinRow';
import { liveTickers$, joinTickers } from '../../state/tickers';
import type { SortState } from './sort';
import { sortRows } from './sortRows';

/**
 * The live list: one subscription to the frame-sampled tickers for the whole list. Each frame this
 * container re-renders, and the memoized rows skip unless their own ticker fields changed.
 */
export function MarketTable({
  summaries,
  sort,
  favourites,
  onToggleFavourite,
}: {
  summaries: readonly SymbolSummary[];
  sort: SortState;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (symbol: string) => void;
}) {
  const tickers = useObservableEagerState(liveTickers$);
  const rows = useMemo(() => sortRows(joinTickers(summaries, tickers), sort), [summaries, tickers, sort]);
  return (
    <ul className="coin-list">
      {rows.map(({ summary, ticker }) => (
        <CoinRow
          key={summary.symbol}
          summary={summary}
          ticker={ticker}
          favourite={favourites.has(summary.symbol)}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
    </ul>
  );
}
