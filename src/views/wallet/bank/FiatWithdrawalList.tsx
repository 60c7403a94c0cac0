import { useTranslation } from 'react-i18next';
import { RemoteContent } from '../../components/RemoteContent';
import { useFiatWithdrawals } from '../../../state/fiat';
import { FiatWithdrawalRow } from './FiatWithdrawalRow';

/** The user's fiat withdrawals, newest first, each change pushed on the `fiatWithdrawals` channel (no reloads). */
export function FiatWithdrawalList() {
  const { t } = useTranslation();
  const [withdrawals, reload] = useFiatWithdrawals();
  return (
    <section className="withdraw-records" aria-labelledby="bank-records-title">
      <h2 id="bank-records-title" className="section-title">
        {t('assets.bank.records.title')}
      </h2>
      <RemoteContent remote={withdrawals} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('assets.bank.records.empty')}>
        {(list) => (
          <ul className="withdraw-records__list" data-testid="bank-records">
            {list.map((withdrawal) => (
              <FiatWithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
            ))}
          </ul>
        )}
      </RemoteContent>
    </section>
  );
}
