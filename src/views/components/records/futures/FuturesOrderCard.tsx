import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FuturesOrder } from '@contract/futures';
import { formatAmount, formatPrice, NOT_A_NUMBER } from '../../../../format';
import { formatSignedAmount } from '../../../../format/signed';
import { formatTime } from '../../../../format/time';
import { isPositive } from '../../../../decimal';
import { USDT_COIN_ID } from '../../../../state/market';
import { RecordCells } from '../RecordCells';
import { FuturesCardHead } from './FuturesCardHead';
import type { PerpDisplay } from './perpDisplay';

interface Props {
  order: FuturesOrder;
  perp: PerpDisplay;
  /** open orders only */
  onRevoke?: (orderId: string) => void;
  revoking?: boolean;
  /** the row's way to the order in full (/tradDetail/{id}?kind=futures) */
  detailHref?: string;
}

/**
 * One futures order: order number, time, open/close long/short, entrusted price, lots, filled lots, deal price,
 * fee, realised P/L of its close fills, status, and who sent it when it was not the user (liquidation, TP/SL).
 */
export const FuturesOrderCard = memo(function FuturesOrderCard({ order: o, perp, onRevoke, revoking = false, detailHref }: Props) {
  const { t } = useTranslation();
  const cells: [label: string, value: string][] = [
    [t('trade.order.price'), o.type === 'market' ? t('trade.order.marketPrice') : formatPrice(o.price, perp.pricePrecision)],
    [t('trade.futuresRecords.fields.quantity'), o.quantity],
    [t('trade.futuresRecords.fields.filled'), o.filledQty],
    [t('trade.order.dealPrice'), isPositive(o.avgPrice) ? formatPrice(o.avgPrice, perp.pricePrecision) : NOT_A_NUMBER],
    [t('trade.futuresRecords.fields.fee'), formatAmount(o.fee, USDT_COIN_ID)],
    [t('trade.futuresRecords.fields.realizedPnl'), o.action === 'close' ? formatSignedAmount(o.realizedPnl, USDT_COIN_ID) : NOT_A_NUMBER],
    [t('trade.futuresRecords.fields.orderNumber'), o.id],
    [t('trade.futuresRecords.fields.type'), t(`trade.order.${o.type}`)],
  ];
  if (o.origin !== 'user') cells.push([t('trade.futuresRecords.fields.origin'), t(`trade.futuresRecords.origin.${o.origin}`)]);
  const status = <span className={`record-card__status record-card__status--${o.status}`}>{t(`trade.status.${o.status}`)}</span>;
  return (
    <li className="record-card" data-order-id={o.id}>
      <FuturesCardHead
        side={o.positionSide}
        sideLabel={t(`trade.futuresRecords.action.${o.action}.${o.positionSide}`)}
        perp={perp}
        marginMode={o.marginMode}
        leverage={o.leverage}
        status={status}
      />
      <time className="record-card__time" dateTime={new Date(o.createdAt).toISOString()}>
        {formatTime(o.createdAt)}
      </time>
      <RecordCells cells={cells} />
      {detailHref && (
        <Link className="record-card__detail" to={detailHref}>
          {t('trade.order.details')}
        </Link>
      )}
      {onRevoke && (
        <button type="button" className="button button--secondary record-card__revoke" disabled={revoking} onClick={() => onRevoke(o.id)}>
          {revoking ? t('trade.order.revoking') : t('trade.order.revoke')}
        </button>
      )}
    </li>
  );
});
