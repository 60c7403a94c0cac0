import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import type { SymbolInfo } from '@contract/market';
import { getDepth$, getTicker$ } from '../../../streams';
import { whileVisible } from '../live/whileVisible';
import { OrderBookLadder } from './OrderBookLadder';

/**
 * Feeds the ladder from the live book and the ticker's last price: one write per frame at most,
 * none while the ladder is off screen (`inView$`).
 */
export function OrderBookSection({ info, inView$ }: { info: SymbolInfo; inView$: Observable<boolean> }) {
  const book$ = useMemo(() => getDepth$(info.symbol).pipe(whileVisible(inView$)), [info.symbol, inView$]);
  const ticker$ = useMemo(() => getTicker$(info.symbol).pipe(whileVisible(inView$)), [info.symbol, inView$]);
  return (
    <OrderBookLadder
      book$={book$}
      ticker$={ticker$}
      initialTicker={info.ticker}
      base={info.base}
      pricePrecision={info.pricePrecision}
      coinId={info.coinId}
    />
  );
}
