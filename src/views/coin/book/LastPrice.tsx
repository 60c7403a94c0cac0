import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { Ticker } from '@contract/market';
import { formatPrice } from '../../../format';
import { createCellWriter } from '../../components/book/cellWriter';
import { PriceFlash } from '../../components/PriceFlash';
import { useFrameSinkDraw } from '../../components/useFrameSinkDraw';
import { trendOf } from '../../../state/market';
import { createLastPriceWriter } from '../live/lastPriceWriter';

interface Props {
  ticker$: Observable<Ticker>;
  initial: Ticker;
  pricePrecision: number;
  label: string;
}

/**
 * The last traded price between the ladder's sides, coloured by the 24 h change. React renders it
 * from `initial`; each ticker frame is written into it (lastPriceWriter), with no render per ticker.
 */
export const LastPrice = memo(function LastPrice({ ticker$, initial, pricePrecision, label }: Props) {
  // A new writer (another language or precision, or React drew `initial` again) writes the price again.
  const language = useTranslation().i18n.language;
  const draw = useMemo(() => {
    const write = createLastPriceWriter(createCellWriter(), pricePrecision, initial.last);
    return (ticker: Ticker) => write(box.current, ticker);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language is a key: React rewrote the box in it
  }, [pricePrecision, initial, language]);
  const { ref: box } = useFrameSinkDraw<Ticker, HTMLDivElement>(ticker$, draw);
  return (
    <div className={`ladder__last trend-${trendOf(initial.change24h)}`} aria-label={label} ref={box}>
      <PriceFlash value={Number(initial.last)} text={formatPrice(initial.last, pricePrecision)} />
    </div>
  );
});
