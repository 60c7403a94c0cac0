import { useTranslation } from 'react-i18next';
import type { AssetNetwork } from '@contract/wallet';
import { formatAmount, NOT_A_NUMBER } from '../../../format';
import { totalDebit } from '../../../state/wallet';

interface Props {
  network: AssetNetwork;
  amount: string;
  withdrawable: string | null;
}

/** As the user types: what may be withdrawn (locked deposits excluded), the fee, what the address receives, what the balance loses. */
export function WithdrawSummary({ network, amount, withdrawable }: Props) {
  const { t } = useTranslation();
  const { asset } = network;
  const typed = amount === '' ? '0' : amount;
  return (
    <>
      <p className="withdraw__hint">{t('assets.withdraw.lockedNote')}</p>
      <dl className="withdraw-summary">
        <dt>{t('assets.withdraw.available')}</dt>
        <dd data-testid="withdraw-available">
          {withdrawable === null ? NOT_A_NUMBER : formatAmount(withdrawable)} {asset}
        </dd>
        <dt>{t('assets.withdraw.fee')}</dt>
        <dd data-testid="withdraw-fee">
          {formatAmount(network.withdrawFee)} {asset}
        </dd>
        <dt>{t('assets.withdraw.receive')}</dt>
        <dd data-testid="withdraw-receive">
          {formatAmount(typed)} {asset}
        </dd>
        <dt>{t('assets.withdraw.debit')}</dt>
        <dd data-testid="withdraw-debit">
          {formatAmount(totalDebit(amount, network))} {asset}
        </dd>
      </dl>
    </>
  );
}
