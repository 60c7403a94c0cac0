import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../format';
import { CoinIcon } from '../components/CoinIcon';
import type { ValuedBalance } from './assetValuation';
import type { CoinMeta } from './coinMeta';
import { formatValue } from './TotalAssets';

/** One coin of an account: its amount and USDT value, then available and frozen. */
export const AssetRow = memo(function AssetRow({ row, meta }: { row: ValuedBalance; meta: CoinMeta }) {
  const { t } = useTranslation();
  return (
    <li className="asset-row" data-testid={`asset-${row.asset}`}>
      <div className="asset-row__head">
        <CoinIcon src={meta.icon} base={row.asset} size={28} />
        <strong className="asset-row__asset">{row.asset}</strong>
        <span className="asset-row__amount" data-testid="asset-amount">
          {formatAmount(row.amount, meta.coinId)}
        </span>
      </div>
      <dl className="asset-row__cells">
        <div>
          <dt>{t('assets.columns.available')}</dt>
          <dd>{formatAmount(row.available, meta.coinId)}</dd>
        </div>
        <div>
          <dt>{t('assets.columns.frozen')}</dt>
          <dd>{formatAmount(row.frozen, meta.coinId)}</dd>
        </div>
        <div>
          <dt>{t('assets.columns.value')}</dt>
          <dd>≈ {formatValue(row.value)}</dd>
        </div>
      </dl>
    </li>
  );
});
