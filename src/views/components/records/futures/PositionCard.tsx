import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Position } from '@contract/futures';
import { formatAmount, formatPercent, formatPrice, NOT_A_NUMBER } from '../../../../format';
import { formatSignedAmount } from '../../../../format/signed';
import { formatTime } from '../../../../format/time';
import { isPositive } from '../../../../decimal';
import { contractRecordLink } from '../../../../state/futures';
import { trendOf, USDT_COIN_ID } from '../../../../state/market';
import { RecordCells } from '../RecordCells';
import { FuturesCardHead } from './FuturesCardHead';
import type { PerpDisplay } from './perpDisplay';

/** A price that may be unset: "0" liquidation price (cannot be liquidated) or a null TP/SL. */
function optionalPrice(value: string | null, precision: number): string {
  return value !== null && isPositive(value) ? formatPrice(value, precision) : NOT_A_NUMBER;
}

/**
 * One open position with the spec's fields: open price, lots, margin and mode, estimated liquidation price, fee,
 * position interest (funding, linking to the funding payments in the records), TP/SL, P/L, yield (ROE), position value, closable lots, mark price and open time.
 * `actions` (close, TP/SL) belong to the screen that shows the card; `pnl` replaces the P/L, yield, mark price and
 * position value as pushed (the trade screen values them on the mark every frame).
 */
export const PositionCard = memo(function PositionCard({
  position: p,
  perp,
  actions,
  pnl,
}: {
  position: Position;
  perp: PerpDisplay;
  actions?: ReactNode;
  pnl?: ReactNode;
}) {
  const { t } = useTranslation();
  const usdt = (value: string) => formatAmount(value, USDT_COIN_ID);
  // a live `pnl` slot also shows the mark price and position value, which move with the mark like the P/L
  const atPush: [label: string, value: string][] = pnl
    ? []
    : [
        [t('trade.futuresRecords.fields.markPrice'), formatPrice(p.markPrice, perp.pricePrecision)],
        [t('trade.futuresRecords.fields.positionValue'), usdt(p.positionValue)],
      ];
  const funding = formatSignedAmount(p.funding, USDT_COIN_ID);
  const cells: [label: string, value: ReactNode][] = [
    [t('trade.futuresRecords.fields.openPrice'), formatPrice(p.entryPrice, perp.pricePrecision)],
    ...atPush,
    [t('trade.futuresRecords.fields.quantity'), p.quantity],
    [t('trade.futuresRecords.fields.closable'), p.closableQty],
    [t('trade.futuresRecords.fields.margin'), usdt(p.margin)],
    [t('trade.futuresRecords.fields.liquidationPrice'), optionalPrice(p.liquidationPrice, perp.pricePrecision)],
    [t('trade.futuresRecords.fields.fee'), usdt(p.fees)],
    [
      t('trade.futuresRecords.fields.funding'),
      <Link
        className="record-card__more-link"
        to={contractRecordLink(p.symbol, 'funding')}
        aria-label={t('trade.futuresRecords.funding.seeAll', { amount: funding })}
      >
        {funding}
      </Link>,
    ],
    [t('trade.futuresRecords.fields.realizedPnl'), formatSignedAmount(p.realizedPnl, USDT_COIN_ID)],
    [t('trade.futuresRecords.fields.takeProfit'), optionalPrice(p.takeProfit, perp.pricePrecision)],
    [t('trade.futuresRecords.fields.stopLoss'), optionalPrice(p.stopLoss, perp.pricePrecision)],
    [t('trade.futuresRecords.fields.positionNumber'), p.id],
    [t('trade.futuresRecords.fields.openTime'), formatTime(p.openedAt)],
  ];
  return (
    <li className="record-card" data-position-id={p.id}>
      <FuturesCardHead side={p.side} perp={perp} marginMode={p.marginMode} leverage={p.leverage} />
      {pnl ?? (
        <dl className="record-card__pnl">
          <div>
            <dt>{t('trade.futuresRecords.fields.pnl')}</dt>
            <dd className={`record-trend--${trendOf(p.unrealizedPnl)}`}>{formatSignedAmount(p.unrealizedPnl, USDT_COIN_ID)}</dd>
          </div>
          <div>
            <dt>{t('trade.futuresRecords.fields.roe')}</dt>
            <dd className={`record-trend--${trendOf(p.roe)}`}>{formatPercent(p.roe)}</dd>
          </div>
        </dl>
      )}
      <RecordCells cells={cells} />
      {actions}
    </li>
  );
});
