import { useTranslation } from 'react-i18next';
import { formatPrice, NOT_A_NUMBER } from '../../format';

/** USDT values are shown to the cent. */
export const VALUE_DECIMALS = 2;

export function formatValue(value: string | null): string {
  return value === null ? NOT_A_NUMBER : formatPrice(value, VALUE_DECIMALS);
}

/** Total assets in USDT and the share of each account; null values read "--" (prices still loading). */
export function TotalAssets({ total, spot, contract }: { total: string | null; spot: string | null; contract: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="assets-total" aria-labelledby="assets-total-label">
      <p id="assets-total-label" className="assets-total__label">
        {t('assets.total.label')}
      </p>
      <p className="assets-total__value" data-testid="assets-total">
        {formatValue(total)}
      </p>
      <dl className="assets-total__accounts">
        <div>
          <dt>{t('assets.accounts.spot')}</dt>
          <dd>≈ {formatValue(spot)} USDT</dd>
        </div>
        <div>
          <dt>{t('assets.accounts.contract')}</dt>
          <dd>≈ {formatValue(contract)} USDT</dd>
        </div>
      </dl>
    </section>
  );
}
