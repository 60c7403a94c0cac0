import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserTrade } from '@contract/spot';
import { formatAmount, formatPrice } from '../../../format';
import { formatTime } from '../../../format/time';
import { RecordCells } from './RecordCells';
import { USDT_COIN_ID } from '../../../state/market';
import type { PairDisplay } from '../../../state/market';

/**
 * One fill of the user's: deal price, quantity, turnover, fee, maker or taker, time; `href` links the pair name,
 * `detailHref` leads to the fill's order in full.
 */
export const TradeCard = memo(function TradeCard({
  trade,
  pair,
  href,
  detailHref,
}: {
  trade: UserTrade;
  pair: PairDisplay;
  href?: string;
  detailHref?: string;
}) {
  const { t } = useTranslation();
  const cells: [label: string, value: string][] = [
    [t('trade.order.dealPrice'), formatPrice(trade.price, pair.pricePrecision)],
    [t('trade.order.quantity'), formatAmount(trade.qty, pair.coinId)],
    [t('trade.order.turnover'), formatAmount(trade.quote, USDT_COIN_ID)],
    [t('trade.order.fee'), `${formatAmount(trade.fee, trade.feeAsset === 'USDT' ? USDT_COIN_ID : pair.coinId)} ${trade.feeAsset}`],
  ];
  return (
    <li className="record-card">
      <div className="record-card__head">
        <span className={`side-badge side-badge--${trade.side}`}>{t(`trade.order.${trade.side}`)}</span>
        {href ? (
          <Link className="record-card__pair-link" to={href}>
            <strong>{pair.name}</strong>
          </Link>
        ) : (
          <strong>{pair.name}</strong>
        )}
        <span className="record-card__type">{t(`trade.order.role.${trade.role}`)}</span>
      </div>
      <time className="record-card__time" dateTime={new Date(trade.ts).toISOString()}>
        {formatTime(trade.ts)}
      </time>
      <RecordCells cells={cells} />
      {detailHref && (
        <Link className="record-card__detail" to={detailHref}>
          {t('trade.order.details')}
        </Link>
      )}
    </li>
  );
});
