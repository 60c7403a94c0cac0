import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@contract/wallet';
import { formatAmount } from '../../../format';
import { formatTime } from '../../../format/time';

/** docs/wallet.md: a broadcast withdrawal is confirmed at the network's unlock confirmations */
const CONFIRMATIONS_TO_CONFIRM = 3;

/** One withdrawal: amount and fee, network, address, time, its status (confirmations while broadcast, the reason if rejected). */
export function WithdrawalRow({ withdrawal, networkName }: { withdrawal: Withdrawal; networkName: string }) {
  const { t } = useTranslation();
  const { status } = withdrawal;
  return (
    <li className="withdraw-row" data-withdrawal-id={withdrawal.id} data-status={status}>
      <div className="withdraw-row__head">
        <span className="withdraw-row__amount">
          {formatAmount(withdrawal.amount)} {withdrawal.asset}
        </span>
        <span className={`withdraw-row__status withdraw-row__status--${status}`}>
          {t(`assets.withdraw.status.${status}`, {
            n: Math.min(withdrawal.confirmations, CONFIRMATIONS_TO_CONFIRM),
            required: CONFIRMATIONS_TO_CONFIRM,
          })}
        </span>
      </div>
      <p className="withdraw-row__meta">
        {networkName} · {t('assets.withdraw.fee')} {formatAmount(withdrawal.fee)} · {formatTime(withdrawal.createdAt)}
      </p>
      <p className="withdraw-row__tx">{withdrawal.address}</p>
      {withdrawal.txHash !== null && (
        <p className="withdraw-row__tx">
          {t('assets.withdraw.records.tx')}: {withdrawal.txHash}
        </p>
      )}
      {status === 'rejected' && withdrawal.rejectReason !== null && (
        <p className="withdraw-row__reason">{t('assets.withdraw.records.reason', { reason: withdrawal.rejectReason })}</p>
      )}
    </li>
  );
}
