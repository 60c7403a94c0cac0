import { useTranslation } from 'react-i18next';
import type { AssetNetwork } from '@contract/wallet';
import { RemoteContent } from '../../components/RemoteContent';
import { useDeposits } from '../../../state/wallet';
import { DepositRow } from './DepositRow';

/** The user's deposits, newest first, each confirmation pushed on the `deposits` channel (no reloads). */
export function DepositList({ networks }: { networks: readonly AssetNetwork[] }) {
  const { t } = useTranslation();
  const [deposits, reload] = useDeposits();
  const ruleOf = (asset: string, network: string) => networks.find((n) => n.asset === asset && n.network === network);
  return (
    <section className="recharge-records" aria-labelledby="recharge-records-title">
      <h2 id="recharge-records-title" className="section-title">
        {t('assets.recharge.records.title')}
      </h2>
      <RemoteContent
        remote={deposits}
        onRetry={reload}
        isEmpty={(list) => list.length === 0}
        emptyText={t('assets.recharge.records.empty')}
      >
        {(list) => (
          <ul className="recharge-records__list">
            {list.map((deposit) => (
              <DepositRow key={deposit.id} deposit={deposit} network={ruleOf(deposit.asset, deposit.network)} />
            ))}
          </ul>
        )}
      </RemoteContent>
    </section>
  );
}
