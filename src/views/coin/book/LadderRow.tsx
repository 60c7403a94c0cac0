import { memo } from 'react';
import { formatAmount, formatPrice } from '../../../format';

interface Props {
  side: 'ask' | 'bid';
  price: string;
  qty: string;
  pricePrecision: number;
  coinId: number;
}

/**
 * One price level. Memoized on primitive props: a frame re-renders only the rows whose level
 * changed (the depth bars behind the rows are drawn by DepthBars).
 */
export const LadderRow = memo(function LadderRow({ side, price, qty, pricePrecision, coinId }: Props) {
  return (
    <li className={`ladder-row ladder-row--${side}`}>
      <span className="ladder-row__price">{formatPrice(price, pricePrecision)}</span>
      <span className="ladder-row__qty">{formatAmount(qty, coinId)}</span>
    </li>
  );
});
