import { useTranslation } from 'react-i18next';
import type { AssetNetwork } from '@contract/wallet';
import { RemoteContent } from '../../components/RemoteContent';
import { useWithdrawals } from '../../../state/wallet';
import { WithdrawalRow } from './WithdrawalRow';

/** The user's withdrawals, newest first, each change pushed on the `withdrawals` channel (no reloads). */
export function WithdrawalList({ networks }: { networks: readonly AssetNetwork[] }) {
  const { t } = useTranslation();
  const [withdrawals, reload] = useWithdrawals();
  const nameOf = (asset: string, network: string) => networks.find((n) => n.asset === asset && n.network === network)?.name ?? network;
  return (
    <section className="withdraw-records" aria-labelledby="withdraw-records-title">
      <h2 id="withdraw-records-title" className="section-title">
        {t('assets.withdraw.records.title')}
      </h2>
      <RemoteContent
        remote={withdrawals}
        onRetry={reload}
        isEmpty={(list) => list.length === 0}
        emptyText={t('assets.withdraw.records.empty')}
      >
        {(list) => (
          <ul className="withdraw-records__list">
            {list.map((withdrawal) => (
              <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} networkName={nameOf(withdrawal.asset, withdrawal.network)} />
            ))}
          </ul>
        )}
      </RemoteContent>
    </section>
  );
}
