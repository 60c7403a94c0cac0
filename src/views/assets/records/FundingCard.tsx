import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundingRecord } from '@contract/assets';
import { formatAmount } from '../../../format';
import { formatSignedAmount } from '../../../format/signed';
import { formatTime } from '../../../format/time';
import { kindLabelKey, statusLabelKey, statusTone } from './fundingLabels';

/**
 * One funding movement: its kind, the coin, the signed change of the user's total (or, for a move between the user's
 * own wallets or buckets, what moved and where), the status badge and the time.
 */
export const FundingCard = memo(function FundingCard({ record, coinId }: { record: FundingRecord; coinId: number | undefined }) {
  const { t } = useTranslation();
  const wallets =
    record.from && record.to
      ? t('assets.funding.between', { from: t(`assets.accounts.${record.from}`), to: t(`assets.accounts.${record.to}`) })
      : null;
  const amount = record.moved !== undefined ? formatAmount(record.moved, coinId) : formatSignedAmount(record.amount, coinId);
  const direction = record.moved !== undefined ? 'none' : record.amount.startsWith('-') ? 'out' : 'in';
  return (
    <li className="record-card funding-card" data-record-id={record.id} data-kind={record.kind}>
      <div className="record-card__head">
        <strong>{t(kindLabelKey(record.kind))}</strong>
        <span className={`funding-card__status funding-card__status--${statusTone(record.status)}`}>
          {t(statusLabelKey(record.status))}
        </span>
      </div>
      <div className="funding-card__amount">
        <span className={`funding-card__value funding-card__value--${direction}`} aria-label={t('assets.funding.amount')}>
          {amount} {record.asset}
        </span>
        {wallets && <span className="funding-card__wallets">{wallets}</span>}
      </div>
      <time className="record-card__time" dateTime={new Date(record.ts).toISOString()}>
        {formatTime(record.ts)}
      </time>
    </li>
  );
});
