import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import type { Level, SymbolInfo } from '../../../../contract/market';
import { getDepth$, getTicker$ } from '../../../streams';
import { whileVisible } from '../live/whileVisible';
import { trendOf } from '../trend';
import { OrderBookLadder } from './OrderBookLadder';

const NO_LEVELS: readonly Level[] = [];

/**
 * Feeds the ladder from the live book and the ticker's last price: one render per frame at most,
 * none while the ladder is off screen (`inView$`).
 */
export function OrderBookSection({ info, inView$ }: { info: SymbolInfo; inView$: Observable<boolean> }) {
  const book = useObservableState(useMemo(() => getDepth$(info.symbol).pipe(whileVisible(inView$)), [info.symbol, inView$]));
  const ticker$ = useMemo(() => getTicker$(info.symbol).pipe(whileVisible(inView$)), [info.symbol, inView$]);
  const ticker = useObservableState(ticker$, info.ticker);
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
