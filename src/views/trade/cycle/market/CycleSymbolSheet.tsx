import { useObservableEagerState } from 'observable-hooks';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CycleSymbol } from '@contract/cycle';
import { formatPercent, formatPrice, NOT_A_NUMBER } from '../../../../format';
import { trendOf } from '../../../../state/market';
import { liveTickers$ } from '../../../../state/tickers';
import { PickerSheet, type PickerControl, type PickerOption } from '../../pair/PickerSheet';

/** The category's cycle symbols with their live index (the spot pair's last price, which is the index) and a search box. */
export function CycleSymbolSheet({ symbols, ...control }: { symbols: readonly CycleSymbol[] } & PickerControl) {
  const { t } = useTranslation();
  const tickers = useObservableEagerState(liveTickers$);
  const optionsFor = useCallback(
    (query: string) => {
      const wanted = query.trim().toUpperCase();
      return symbols
        .filter((s) => wanted === '' || s.symbol.includes(wanted) || s.name.toUpperCase().includes(wanted))
        .map((s): PickerOption => {
          const ticker = tickers.get(s.symbol);
          return {
            symbol: s.symbol,
            name: s.name,
            price: ticker ? formatPrice(ticker.last, s.pricePrecision) : NOT_A_NUMBER,
            detail: ticker ? formatPercent(ticker.change24h) : NOT_A_NUMBER,
            ...(ticker ? { detailClassName: `trade-trend--${trendOf(ticker.change24h)}` } : {}),
          };
        });
    },
    [symbols, tickers],
  );
  return <PickerSheet title={t('trade.cycle.symbol.title')} optionsFor={optionsFor} {...control} />;
}
