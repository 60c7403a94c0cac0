import { useObservableEagerState } from 'observable-hooks';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import { formatPercent, formatPrice } from '../../../format';
import { trendOf, searchSymbols } from '../../../state/market';
import { liveTickers$, joinTickers } from '../../../state/tickers';
import { PickerSheet, type PickerControl, type PickerOption } from './PickerSheet';

/** A bottom sheet listing the market/list pairs with live prices and a search box. */
export function PairPickerSheet({ summaries, ...control }: { summaries: readonly SymbolSummary[] } & PickerControl) {
  const { t } = useTranslation();
  const tickers = useObservableEagerState(liveTickers$);
  const optionsFor = useCallback(
    (query: string) =>
      joinTickers(searchSymbols(summaries, query), tickers).map(({ summary, ticker }): PickerOption => ({
        symbol: summary.symbol,
        name: summary.name,
        price: formatPrice(ticker.last, summary.pricePrecision),
        detail: formatPercent(ticker.change24h),
        detailClassName: `trade-trend--${trendOf(ticker.change24h)}`,
      })),
    [summaries, tickers],
  );
  return <PickerSheet title={t('trade.pair.title')} optionsFor={optionsFor} {...control} />;
}
