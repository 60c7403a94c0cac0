import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClosedPosition } from '@contract/futures';
import { formatAmount, formatPrice } from '../../../../format';
import { formatSignedAmount } from '../../../../format/signed';
import { formatTime } from '../../../../format/time';
import { trendOf, USDT_COIN_ID } from '../../../../state/market';
import { RecordCells } from '../RecordCells';
import { FuturesCardHead } from './FuturesCardHead';
import { LiquidationEvidence } from './LiquidationEvidence';
import type { PerpDisplay } from './perpDisplay';

/** A closed position: open and close price, close time, lots, realised P/L, fee, position interest, how it closed. */
export const ClosedPositionCard = memo(function ClosedPositionCard({ position: p, perp }: { position: ClosedPosition; perp: PerpDisplay }) {
  const { t } = useTranslation();
  const cells: [label: string, value: string][] = [
    [t('trade.futuresRecords.fields.openPrice'), formatPrice(p.entryPrice, perp.pricePrecision)],
    [t('trade.futuresRecords.fields.closePrice'), formatPrice(p.closePrice, perp.pricePrecision)],
    [t('trade.futuresRecords.fields.maxQuantity'), p.maxQuantity],
    [t('trade.futuresRecords.fields.fee'), formatAmount(p.fees, USDT_COIN_ID)],
    [t('trade.futuresRecords.fields.funding'), formatSignedAmount(p.funding, USDT_COIN_ID)],
    [t('trade.futuresRecords.fields.positionNumber'), p.id],
    [t('trade.futuresRecords.fields.openTime'), formatTime(p.openedAt)],
    [t('trade.futuresRecords.fields.closeTime'), formatTime(p.closedAt)],
  ];
  const status = (
    <span className={`record-card__status record-card__status--${p.reason}`}>{t(`trade.futuresRecords.reason.${p.reason}`)}</span>
  );
  return (
    <li className="record-card" data-position-id={p.id}>
      <FuturesCardHead side={p.side} perp={perp} marginMode={p.marginMode} leverage={p.leverage} status={status} />
      <dl className="record-card__pnl">
        <div>
          <dt>{t('trade.futuresRecords.fields.realizedPnl')}</dt>
          <dd className={`record-trend--${trendOf(p.realizedPnl)}`}>{formatSignedAmount(p.realizedPnl, USDT_COIN_ID)}</dd>
        </div>
      </dl>
      <RecordCells cells={cells} />
      {p.liquidation && <LiquidationEvidence evidence={p.liquidation} perp={perp} />}
    </li>
  );
});
