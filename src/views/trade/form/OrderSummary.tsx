import { useTranslation } from 'react-i18next';
import { formatAmount, formatPercent, NOT_A_NUMBER } from '../../../format';
import { mul } from '../../../decimal';
import { USDT_COIN_ID } from '../../../state/market';
import type { FeeRole } from './orderMath';

export interface SummaryValues {
  /** spot available of the asset this order spends; null while unknown */
  available: string | null;
  availableAsset: string;
  availableCoinId: number;
  total: { value: string; estimated: boolean } | null;
  /** the rate the fee estimate uses ("0.001") and whether it is the maker or the taker rate; null while market/symbol loads */
  feeRate: { role: FeeRole; rate: string } | null;
  fee: { value: string; asset: string; coinId: number } | null;
}

/** Available balance, the order's total in USDT and the fee it would pay. */
export function OrderSummary({ available, availableAsset, availableCoinId, total, feeRate, fee }: SummaryValues) {
  const { t } = useTranslation();
  const totalText = total ? formatAmount(total.value, USDT_COIN_ID) : NOT_A_NUMBER;
  const rate = feeRate === null ? NOT_A_NUMBER : formatPercent(mul(feeRate.rate, '100'), { signed: false });
  return (
    <dl className="order-summary">
      <div>
        <dt>{t('trade.form.available')}</dt>
        <dd>
          <span data-testid="order-available">{available === null ? NOT_A_NUMBER : formatAmount(available, availableCoinId)}</span>{' '}
          {availableAsset}
        </dd>
      </div>
      <div>
        <dt>{t('trade.form.total')}</dt>
        <dd data-testid="order-total">{total?.estimated ? t('trade.form.estimated', { value: totalText }) : totalText} USDT</dd>
      </div>
      <div>
        <dt>{feeRate?.role === 'maker' ? t('trade.form.feeMaker', { rate }) : t('trade.form.feeTaker', { rate })}</dt>
        <dd>{fee ? `${t('trade.form.estimated', { value: formatAmount(fee.value, fee.coinId) })} ${fee.asset}` : NOT_A_NUMBER}</dd>
      </div>
    </dl>
  );
}
