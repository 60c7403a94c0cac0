import { useTranslation } from 'react-i18next';
import type { FiatCurrency, FiatLimits, FiatRules } from '@contract/fiat';
import { mul } from '../../../decimal';
import { formatAmount, NOT_A_NUMBER } from '../../../format';
import { fiatEstimate } from '../../../state/fiat';

interface Props {
  rules: FiatRules;
  currency: FiatCurrency;
  amount: string;
  limits: FiatLimits;
  /** spot available USDT, null while it loads */
  available: string | null;
}

/** As the user types: available USDT, the rate, the fee and the estimated fiat received; the 24 h cap and what is left. */
export function BankEstimate({ rules, currency, amount, limits, available }: Props) {
  const { t } = useTranslation();
  const estimate = fiatEstimate(amount, currency, rules);
  return (
    <>
      <dl className="withdraw-summary">
        <dt>{t('assets.bank.available')}</dt>
        <dd data-testid="bank-available">{available === null ? NOT_A_NUMBER : formatAmount(available)} USDT</dd>
        <dt>{t('assets.bank.rate')}</dt>
        <dd data-testid="bank-rate">
          1 USDT = {formatAmount(currency.rate)} {currency.code}
        </dd>
        <dt>{t('assets.bank.fee')}</dt>
        <dd data-testid="bank-fee">{estimate === null ? NOT_A_NUMBER : `${formatAmount(estimate.fee)} USDT`}</dd>
        <dt>{t('assets.bank.receive')}</dt>
        <dd data-testid="bank-receive">{estimate === null ? NOT_A_NUMBER : `${formatAmount(estimate.receive)} ${currency.code}`}</dd>
      </dl>
      <p className="withdraw__hint">
        {t('assets.bank.feeRule', { percent: formatAmount(mul(rules.feeRate, '100')), min: formatAmount(rules.feeMinUsdt) })}{' '}
        {t('assets.bank.amountRule', { min: formatAmount(rules.minUsdt), max: formatAmount(rules.maxUsdt) })}
      </p>
      <p className="withdraw__hint" data-testid="bank-cap">
        {t('assets.bank.cap', { cap: formatAmount(limits.capBtc), left: formatAmount(limits.leftBtc) })}
      </p>
    </>
  );
}
