import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Order } from '@contract/spot';
import type { PairDisplay } from '../../../state/market';
import { formatAmount, formatPrice, NOT_A_NUMBER } from '../../../format';
import { USDT_COIN_ID } from '../../../state/market';
import { isPositive } from '../../../decimal';
import { formatTime } from '../../../format/time';
import { RecordCells } from './RecordCells';
import { isEntrustedInQuote, unfilledOf } from '../../../state/orders';

interface Props {
  order: Order;
  pair: PairDisplay;
  /** open orders only */
  onRevoke?: (orderId: string) => void;
  revoking?: boolean;
  /** the row's way to the order in full (/tradDetail/{id}) */
  detailHref?: string;
}

/**
 * One order as the record pages show it: entrusted price, time, quantity, unfilled quantity, deal
 * price, turnover, fee and status. A market buy is entrusted with a USDT amount, so that is its
 * quantity here, and its unfilled part is the USDT it did not spend.
 */
export const OrderCard = memo(function OrderCard({ order, pair, onRevoke, revoking = false, detailHref }: Props) {
  const { t } = useTranslation();
  const inQuote = isEntrustedInQuote(order);
  const entrusted = (value: string) => (inQuote ? `${formatAmount(value, USDT_COIN_ID)} USDT` : formatAmount(value, pair.coinId));
  const cells: [label: string, value: string][] = [
    [t('trade.order.price'), order.type === 'market' ? t('trade.order.marketPrice') : formatPrice(order.price, pair.pricePrecision)],
    [t('trade.order.quantity'), entrusted(inQuote ? order.quoteAmount : order.quantity)],
    [t('trade.order.unfilled'), entrusted(unfilledOf(order))],
    [t('trade.order.dealPrice'), isPositive(order.avgPrice) ? formatPrice(order.avgPrice, pair.pricePrecision) : NOT_A_NUMBER],
    [t('trade.order.turnover'), formatAmount(order.filledQuote, USDT_COIN_ID)],
    [t('trade.order.fee'), `${formatAmount(order.fee, order.feeAsset === 'USDT' ? USDT_COIN_ID : pair.coinId)} ${order.feeAsset}`],
  ];
  return (
    <li className="record-card" data-order-id={order.id}>
      <div className="record-card__head">
        <span className={`side-badge side-badge--${order.side}`}>{t(`trade.order.${order.side}`)}</span>
        <strong>{pair.name}</strong>
        <span className="record-card__type">{t(`trade.order.${order.type}`)}</span>
        <span className={`record-card__status record-card__status--${order.status}`}>{t(`trade.status.${order.status}`)}</span>
      </div>
      <time className="record-card__time" dateTime={new Date(order.createdAt).toISOString()}>
        {formatTime(order.createdAt)}
      </time>
      <RecordCells cells={cells} />
      {detailHref && (
        <Link className="record-card__detail" to={detailHref}>
          {t('trade.order.details')}
        </Link>
      )}
      {onRevoke && (
        <button
          type="button"
          className="button button--secondary record-card__revoke"
          disabled={revoking}
          onClick={() => onRevoke(order.id)}
        >
          {revoking ? t('trade.order.revoking') : t('trade.order.revoke')}
        </button>
      )}
    </li>
  );
});
