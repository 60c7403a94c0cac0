import { memo } from 'react';
import type { Trade } from '@contract/market';
import { formatAmount, formatPrice } from '../../../format';

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm:ss in the viewer's time zone: numeric, so it needs no translation. */
export function tradeTime(ts: number): string {
  const d = new Date(ts);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** One trade; the feed keeps trade objects, so a frame renders only the new rows. */
export const TradeRow = memo(function TradeRow({
  trade,
  pricePrecision,
  coinId,
}: {
  trade: Trade;
  pricePrecision: number;
  coinId: number;
}) {
  return (
    <li className="trade-row">
      <span className="trade-row__time">{tradeTime(trade.ts)}</span>
      <span className={`trade-row__price trend-${trade.side === 'buy' ? 'up' : 'down'}`}>{formatPrice(trade.price, pricePrecision)}</span>
      <span className="trade-row__qty">{formatAmount(trade.qty, coinId)}</span>
    </li>
  );
});
