import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import type { Level, SymbolInfo } from '../../../../contract/market';
import { getDepth$, getTicker$ } from '../../../streams';
import { trendOf } from '../trend';
import { OrderBookLadder } from './OrderBookLadder';

const NO_LEVELS: readonly Level[] = [];

/** Feeds the ladder from the live book (one render per frame at most) and the ticker's last price. */
export function OrderBookSection({ info }: { info: SymbolInfo }) {
  const book = useObservableState(useMemo(() => getDepth$(info.symbol), [info.symbol]));
  const ticker = useObservableState(useMemo(() => getTicker$(info.symbol), [info.symbol]), info.ticker);
  return (
    <OrderBookLadder
      ready={book?.ready ?? false}
      bids={book?.bids ?? NO_LEVELS}
      asks={book?.asks ?? NO_LEVELS}
      last={ticker.last}
      trend={trendOf(ticker.change24h)}
      base={info.base}
      pricePrecision={info.pricePrecision}
      coinId={info.coinId}
    />
  );
}
