import { useObservableState } from 'observable-hooks';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkTick, PerpetualTicker } from '@contract/futures';
import { formatPrice } from '../../../../format';
import { formatFundingRate } from '../../../../format/signed';
import { marks$ } from '../../../../streams';
import { PickerSheet, type PickerControl, type PickerOption } from '../../pair/PickerSheet';

const NO_MARKS: ReadonlyMap<string, MarkTick> = new Map();

/** The perpetuals with their live mark price and funding rate, and a search box. */
export function PerpPickerSheet({ perpetuals, ...control }: { perpetuals: readonly PerpetualTicker[] } & PickerControl) {
  const { t } = useTranslation();
  const marks = useObservableState(marks$, NO_MARKS);
  const optionsFor = useCallback(
    (query: string) => {
      const wanted = query.trim().toUpperCase();
      return perpetuals
        .filter((p) => wanted === '' || p.symbol.includes(wanted) || p.name.toUpperCase().includes(wanted))
        .map((p): PickerOption => {
          const tick = marks.get(p.symbol);
          return {
            symbol: p.symbol,
            name: p.name,
            price: formatPrice(tick?.mark ?? p.mark, p.pricePrecision),
            detail: formatFundingRate(tick?.fundingRate ?? p.fundingRate),
          };
        });
    },
    [perpetuals, marks],
  );
  return <PickerSheet title={t('trade.futures.pair.title')} optionsFor={optionsFor} {...control} />;
}
