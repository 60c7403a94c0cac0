import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesOrder } from '@contract/futures';
import { cancelFuturesOrder$, fetchFuturesOpenOrders$ } from '../../../api/contract';
import { FuturesOrderCard, type PerpDisplay } from '../../components/records/futures';
import { PagedRecords } from '../../components/records/PagedRecords';
import { RecordsFrame } from '../../components/records/RecordsFrame';
import { usePagedList } from '../../../state/paged';
import { useRevoke } from '../../../state/orders';

/** Open futures orders of the perpetual, paged, with Revoke (contract/order/cancel). */
export function FuturesOpenOrdersTab({ perp, tabs }: { perp: PerpDisplay; tabs: ReactNode }) {
  const { t } = useTranslation();
  const list = usePagedList(
    (page, size) => fetchFuturesOpenOrders$({ symbol: perp.symbol, page, size }),
    (order: FuturesOrder) => order.id,
  );
  const { revoke, revoking } = useRevoke(list.reload, cancelFuturesOrder$);
  return (
    <RecordsFrame tabs={tabs} refreshing={list.state.pending === 'reload' && list.state.loaded} onRefresh={list.reload}>
      <PagedRecords list={list} emptyText={t('trade.futuresRecords.empty.open')}>
        {(orders) => (
          <ul className="record-list">
            {orders.map((order) => (
              <FuturesOrderCard key={order.id} order={order} perp={perp} onRevoke={revoke} revoking={revoking.has(order.id)} />
            ))}
          </ul>
        )}
      </PagedRecords>
    </RecordsFrame>
  );
}
