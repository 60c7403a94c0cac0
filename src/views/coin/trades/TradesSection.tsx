import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import type { SymbolInfo } from '../../../../contract/market';
import { getTrades$ } from '../../../streams';
import { TradeList } from './TradeList';

/** Feeds the trade list from the live trades of the symbol. */
export function TradesSection({ info }: { info: SymbolInfo }) {
  const trades = useObservableState(useMemo(() => getTrades$(info.symbol), [info.symbol]));
  return <TradeList trades={trades} base={info.base} pricePrecision={info.pricePrecision} coinId={info.coinId} />;
}
