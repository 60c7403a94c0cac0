import { useTranslation } from 'react-i18next';
import type { FiatWithdrawal } from '@contract/fiat';
import { formatAmount } from '../../../format';
import { formatTime } from '../../../format/time';

/** One fiat withdrawal: USDT debited and fiat received, the card (last 4 digits), time, status (the reason if rejected). */
export function FiatWithdrawalRow({ withdrawal }: { withdrawal: FiatWithdrawal }) {
  const { t } = useTranslation();
  const { status } = withdrawal;
  return (
    <li className="withdraw-row" data-fiat-withdrawal-id={withdrawal.id} data-status={status}>
      <div className="withdraw-row__head">
        <span className="withdraw-row__amount">{formatAmount(withdrawal.amount)} USDT</span>
        <span className={`withdraw-row__status bank-status--${status}`}>{t(`assets.bank.status.${status}`)}</span>
      </div>
      <p className="withdraw-row__meta">
        {t('assets.bank.receive')} {formatAmount(withdrawal.receive)} {withdrawal.currency} · {t('assets.bank.fee')}{' '}
        {formatAmount(withdrawal.fee)} USDT · {formatTime(withdrawal.createdAt)}
      </p>
      <p className="withdraw-row__tx">
        {withdrawal.bankName} · {withdrawal.cardholderName} · •••• {withdrawal.cardLast4}
      </p>
      {status === 'rejected' && withdrawal.rejectReason !== null && (
        <p className="withdraw-row__reason">{t('assets.withdraw.records.reason', { reason: withdrawal.rejectReason })}</p>
      )}
    </li>
  );
}
