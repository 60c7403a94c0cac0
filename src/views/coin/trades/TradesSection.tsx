import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import type { SymbolInfo } from '@contract/market';
import { getTrades$ } from '../../../streams';
import { whileVisible } from '../live/whileVisible';
import { TradeList } from './TradeList';

/** Feeds the trade list from the live trades of the symbol; nothing is written while it is off screen (`inView$`). */
export function TradesSection({ info, inView$ }: { info: SymbolInfo; inView$: Observable<boolean> }) {
  const trades$ = useMemo(() => getTrades$(info.symbol).pipe(whileVisible(inView$)), [info.symbol, inView$]);
  return <TradeList trades$={trades$} base={info.base} pricePrecision={info.pricePrecision} coinId={info.coinId} />;
}
