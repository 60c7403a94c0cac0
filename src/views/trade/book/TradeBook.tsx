import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import type { Level, SymbolSummary } from '@contract/market';
import { getDepth$, getTicker$ } from '../../../streams';
import { trendOf } from '../../../state/market';
import { TradeLadder } from './TradeLadder';

const NO_LEVELS: readonly Level[] = [];

/** Feeds the ladder from the live book (at most one render a frame) and the ticker's last price. */
export function TradeBook({ summary, onPickPrice }: { summary: SymbolSummary; onPickPrice: (price: string) => void }) {
  const book = useObservableState(useMemo(() => getDepth$(summary.symbol), [summary.symbol]));
  const ticker = useObservableState(
    useMemo(() => getTicker$(summary.symbol), [summary.symbol]),
    summary.ticker,
  );
  return (
    <TradeLadder
      ready={book?.ready ?? false}
      bids={book?.bids ?? NO_LEVELS}
      asks={book?.asks ?? NO_LEVELS}
      last={ticker.last}
      trend={trendOf(ticker.change24h)}
      base={summary.base}
      pricePrecision={summary.pricePrecision}
      coinId={summary.coinId}
      onPickPrice={onPickPrice}
    />
  );
}
