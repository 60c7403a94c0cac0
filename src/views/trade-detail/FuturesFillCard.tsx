import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesFill } from '@contract/futures';
import { formatAmount, formatPrice } from '../../format';
import { formatTime } from '../../format/time';
import { USDT_COIN_ID } from '../../state/market';
import { RecordCells } from '../components/records/RecordCells';
import type { PerpDisplay } from '../components/records/futures';

/** One fill of a futures order: the order's side, maker or taker, deal price, lots, fee (USDT) and time. */
export const FuturesFillCard = memo(function FuturesFillCard({ fill, perp }: { fill: FuturesFill; perp: PerpDisplay }) {
  const { t } = useTranslation();
  const cells: [label: string, value: string][] = [
    [t('trade.order.dealPrice'), formatPrice(fill.price, perp.pricePrecision)],
    [t('trade.futuresRecords.fields.quantity'), fill.quantity],
    [t('trade.futuresRecords.fields.fee'), `${formatAmount(fill.fee, USDT_COIN_ID)} USDT`],
  ];
  return (
    <li className="record-card" data-fill-id={fill.id}>
      <div className="record-card__head">
        <span className={`side-badge side-badge--${fill.side}`}>{t(`trade.order.${fill.side}`)}</span>
        <strong>{perp.name}</strong>
        <span className="record-card__type">{t(`trade.order.role.${fill.role}`)}</span>
      </div>
      <time className="record-card__time" dateTime={new Date(fill.ts).toISOString()}>
        {formatTime(fill.ts)}
      </time>
      <RecordCells cells={cells} />
    </li>
  );
});
