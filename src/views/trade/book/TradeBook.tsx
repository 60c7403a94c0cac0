import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import type { SymbolSummary } from '@contract/market';
import { getDepth$, getTicker$ } from '../../../streams';
import { trendOf } from '../../../state/market';
import { TradeLadder } from './TradeLadder';

/** Feeds the ladder from the live book (written per frame, no render) and the ticker's last price. */
export function TradeBook({ summary, onPickPrice }: { summary: SymbolSummary; onPickPrice: (price: string) => void }) {
  const book$ = useMemo(() => getDepth$(summary.symbol), [summary.symbol]);
  const ticker = useObservableState(
    useMemo(() => getTicker$(summary.symbol), [summary.symbol]),
    summary.ticker,
  );
  return (
    <TradeLadder
      book$={book$}
      last={ticker.last}
      trend={trendOf(ticker.change24h)}
      base={summary.base}
      pricePrecision={summary.pricePrecision}
      coinId={summary.coinId}
      onPickPrice={onPickPrice}
    />
  );
}
