import { useObservableState } from 'observable-hooks';
import { memo } from 'react';
import type { Observable } from 'rxjs';
import type { Ticker } from '@contract/market';
import { formatPrice } from '../../../format';
import { PriceFlash } from '../../components/PriceFlash';
import { trendOf } from '../../../state/market';

interface Props {
  ticker$: Observable<Ticker>;
  initial: Ticker;
  pricePrecision: number;
  label: string;
}

/** The last traded price between the ladder's sides, coloured by the 24 h change; renders per ticker. */
export const LastPrice = memo(function LastPrice({ ticker$, initial, pricePrecision, label }: Props) {
  const ticker = useObservableState(ticker$, initial);
  return (
    <div className={`ladder__last trend-${trendOf(ticker.change24h)}`} aria-label={label}>
      <PriceFlash value={Number(ticker.last)} text={formatPrice(ticker.last, pricePrecision)} />
    </div>
  );
});
