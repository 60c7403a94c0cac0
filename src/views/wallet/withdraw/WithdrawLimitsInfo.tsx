import { useTranslation } from 'react-i18next';
import type { AssetNetwork, WithdrawLimits } from '@contract/wallet';
import { formatAmount } from '../../../format';
import { assetLimitsOf, dailyLeft } from '../../../state/wallet';

/** The rules of this coin and network before the user types: minimum, per transaction, per day (left today), the KYC cap. */
export function WithdrawLimitsInfo({ network, limits }: { network: AssetNetwork; limits: WithdrawLimits }) {
  const { t } = useTranslation();
  const { asset } = network;
  const { max, dailyMax } = assetLimitsOf(limits, asset);
  const level = limits.kycStatus === 'pending' ? 'none' : limits.kycStatus;
  return (
    <dl className="withdraw-limits" aria-label={t('assets.withdraw.limits.title')}>
      <dt>{t('assets.withdraw.limits.min')}</dt>
      <dd>
        {formatAmount(network.withdrawMin)} {asset}
      </dd>
      <dt>{t('assets.withdraw.limits.perTransaction')}</dt>
      <dd>
        {formatAmount(max)} {asset}
      </dd>
      <dt>{t('assets.withdraw.limits.perDay')}</dt>
      <dd>{t('assets.withdraw.limits.dailyLeft', { max: formatAmount(dailyMax), left: formatAmount(dailyLeft(limits, asset)), asset })}</dd>
      <dt>{t('assets.withdraw.limits.kycCap')}</dt>
      <dd data-testid="withdraw-kyc-cap">{t(`assets.withdraw.limits.kyc.${level}`, { cap: formatAmount(limits.kycCapUsdt) })}</dd>
    </dl>
  );
}
