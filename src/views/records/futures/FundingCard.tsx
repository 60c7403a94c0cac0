import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundingPayment } from '@contract/futures';
import { formatPrice } from '../../../format';
import { formatFundingRate, formatSignedAmount } from '../../../format/signed';
import { formatTime } from '../../../format/time';
import { isPositive } from '../../../decimal';
import { trendOf, USDT_COIN_ID } from '../../../state/market';
import { RecordCells } from '../../components/records/RecordCells';
import type { PerpDisplay } from '../../components/records/futures';

/**
 * One funding payment: when, which perpetual, the rate and the mark price (with its tick number, to check it against
 * the published ticks) it was computed from, and the amount, signed and named: received by the position or paid by it.
 */
export const FundingCard = memo(function FundingCard({ payment: f, perp }: { payment: FundingPayment; perp: PerpDisplay }) {
  const { t } = useTranslation();
  const direction = isPositive(f.amount) ? 'received' : 'paid';
  const cells: [label: string, value: string][] = [
    [t('trade.futuresRecords.fields.fundingRate'), formatFundingRate(f.rate)],
    [t('trade.futuresRecords.fields.markPrice'), formatPrice(f.mark, perp.pricePrecision)],
    [t('trade.futuresRecords.evidence.markSeq'), String(f.markSeq)],
    [t('trade.futuresRecords.fields.positionNumber'), f.positionId],
  ];
  return (
    <li className="record-card" data-funding-id={f.id}>
      <div className="record-card__head">
        <strong>{perp.name}</strong>
        <span className="record-card__status">{t(`trade.futuresRecords.funding.${direction}`)}</span>
      </div>
      <time className="record-card__time" dateTime={new Date(f.ts).toISOString()}>
        {formatTime(f.ts)}
      </time>
      <dl className="record-card__pnl">
        <div>
          <dt>{t('trade.futuresRecords.fields.fundingAmount')}</dt>
          <dd className={`record-trend--${trendOf(f.amount)}`}>{formatSignedAmount(f.amount, USDT_COIN_ID)}</dd>
        </div>
      </dl>
      <RecordCells cells={cells} />
    </li>
  );
});
