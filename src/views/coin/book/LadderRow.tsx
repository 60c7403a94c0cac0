import { memo } from 'react';
import { formatAmount, formatPrice } from '../../../format';

interface Props {
  side: 'ask' | 'bid';
  price: string;
  qty: string;
  /** depth bar width in whole percent */
  share: number;
  pricePrecision: number;
  coinId: number;
}

/**
 * One price level. Memoized on primitive props: a frame re-renders only the rows whose level or
 * bar changed. The bar is scaled, not resized, so it costs no layout.
 */
export const LadderRow = memo(function LadderRow({ side, price, qty, share, pricePrecision, coinId }: Props) {
  return (
    <li className={`ladder-row ladder-row--${side}`}>
      <span className="ladder-row__bar" style={{ transform: `scaleX(${share / 100})` }} aria-hidden="true" />
      <span className="ladder-row__price">{formatPrice(price, pricePrecision)}</span>
      <span className="ladder-row__qty">{formatAmount(qty, coinId)}</span>
    </li>
  );
});
