import { useTranslation } from 'react-i18next';
import type { LockOrder } from '@contract/lock';
import { useFinishedLockOrders } from '../../state/lock';
import { PagedRecords } from '../components/records/PagedRecords';
import { LockOrderCard } from './LockOrderCard';

const NO_ACTION = () => undefined;

/**
 * The Finished tab: redeemed, completed and revoked orders paged from lock/order/list (the live channel holds only the
 * latest 20); a change among the live channel's finished orders (`finishedKey`) merges the newest page in.
 */
export function LockFinishedTab({ finishedKey, label }: { finishedKey: string; label: string }) {
  const { t } = useTranslation();
  const list = useFinishedLockOrders(finishedKey);
  return (
    <div role="tabpanel" aria-label={label}>
      <PagedRecords list={list} emptyText={t('lock.records.emptyFinished')}>
        {(orders: readonly LockOrder[]) => (
          <ul className="record-list">
            {orders.map((order) => (
              <LockOrderCard key={order.id} order={order} onRedeem={NO_ACTION} onRevoke={NO_ACTION} />
            ))}
          </ul>
        )}
      </PagedRecords>
    </div>
  );
}
