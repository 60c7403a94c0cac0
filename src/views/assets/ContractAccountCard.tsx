import { useTranslation } from 'react-i18next';
import type { ContractAccount } from '@contract/futures';
import { floorTo } from '../../decimal';
import { formatAmount } from '../../format';
import { formatSignedAmount } from '../../format/signed';
import { trendOf, USDT_COIN_ID } from '../../state/market';
import type { RemoteData } from '../../state/remote';
import { RefreshButton } from '../components/RefreshButton';
import { ErrorState, LoadingState } from '../components/StateViews';

const CENTS = 2;

/** The futures account at a glance: equity, available, frozen, position margin, unrealised and realised P/L (USDT). */
export function ContractAccountCard({ account, onReload }: { account: RemoteData<ContractAccount>; onReload: () => void }) {
  const { t } = useTranslation();
  const data = account.data;
  if (data === undefined) return account.loading ? <LoadingState /> : <ErrorState onRetry={onReload} />;
  const usdt = (value: string) => formatAmount(value, USDT_COIN_ID);
  // equity and P/L move with every mark: shown to the cent (cut towards zero), as the positions show them
  const cents = (value: string) => floorTo(value, CENTS);
  const cells: [label: string, value: string, trend?: string][] = [
    [t('assets.columns.available'), usdt(data.available)],
    [t('assets.columns.frozen'), usdt(data.frozen)],
    [t('assets.contractAccount.positionMargin'), usdt(data.positionMargin)],
    [t('assets.contractAccount.unrealizedPnl'), formatSignedAmount(cents(data.unrealizedPnl), USDT_COIN_ID), trendOf(data.unrealizedPnl)],
    [t('assets.contractAccount.realizedPnl'), formatSignedAmount(cents(data.realizedPnl), USDT_COIN_ID), trendOf(data.realizedPnl)],
  ];
  return (
    <section className="contract-account" aria-label={t('assets.contractAccount.label')}>
      <div className="contract-account__head">
        <div>
          <p className="contract-account__label">{t('assets.contractAccount.equity')}</p>
          <p className="contract-account__equity" data-testid="contract-equity">
            {usdt(cents(data.equity))}
          </p>
        </div>
        <RefreshButton refreshing={account.loading} onRefresh={onReload} />
      </div>
      <dl className="contract-account__cells">
        {cells.map(([label, value, trend]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={trend ? `contract-account__pnl--${trend}` : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
