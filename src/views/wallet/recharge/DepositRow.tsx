import { useTranslation } from 'react-i18next';
import type { AssetNetwork, Deposit } from '@contract/wallet';
import { formatAmount } from '../../../format';
import { formatTime } from '../../../format/time';
import { depositProgress, type ConfirmationRule } from '../../../state/wallet';
import { DepositProof } from './DepositProof';
import { ProgressText } from './ProgressText';

/** docs/wallet.md's confirmations, for a deposit of a network the table no longer lists */
const DEFAULT_RULE: ConfirmationRule = { creditConfirmations: 1, unlockConfirmations: 3 };

/** One deposit: amount, network, time, where its confirmations stand, and its voucher. */
export function DepositRow({ deposit, network }: { deposit: Deposit; network: AssetNetwork | undefined }) {
  const { t } = useTranslation();
  const progress = depositProgress(deposit, network ?? DEFAULT_RULE);
  return (
    <li className="recharge-deposit" data-deposit-id={deposit.id} data-status={deposit.status}>
      <div className="recharge-deposit__head">
        <span className="recharge-deposit__amount">
          {formatAmount(deposit.amount)} {deposit.asset}
        </span>
        <span className={`recharge-deposit__stage recharge-deposit__stage--${progress.stage}`}>
          <ProgressText progress={progress} />
        </span>
      </div>
      <p className="recharge-deposit__meta">
        {network?.name ?? deposit.network} · {formatTime(deposit.createdAt)}
        {deposit.simulated && ` · ${t('assets.recharge.records.simulated')}`}
      </p>
      {progress.stage === 'locked' && (
        <p className="recharge-deposit__note">{t('assets.recharge.records.lockedNote', { required: progress.required })}</p>
      )}
      <p className="recharge-deposit__tx">
        {t('assets.recharge.records.tx')}: {deposit.txHash}
      </p>
      <DepositProof deposit={deposit} />
    </li>
  );
}
