import { useObservableState } from 'observable-hooks';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { map } from 'rxjs';
import type { FuturesOrder } from '@contract/futures';
import { cancelFuturesOrder$, fetchFuturesOpenOrders$ } from '../../../api/contract';
import { getFuturesOrders$ } from '../../../streams';
import { EmptyState } from '../../components/StateViews';
import { FuturesOrderCard, type PerpDisplay } from '../../components/records/futures';
import { PagedRecords } from '../../components/records/PagedRecords';
import { RecordsFrame } from '../../components/records/RecordsFrame';
import { usePagedList } from '../../../state/paged';
import { useRevoke } from '../../../state/orders';

/**
 * Open futures orders of the perpetual with Revoke (contract/order/cancel). Once the private socket delivers, its
 * list is complete and live (fills and cancels move orders out at once); until then contract/order/open is paged.
 */
export function FuturesOpenOrdersTab({ perp, tabs }: { perp: PerpDisplay; tabs: ReactNode }) {
  const { t } = useTranslation();
  const live = useObservableState(
    useMemo(() => getFuturesOrders$().pipe(map((orders) => orders.filter((o) => o.symbol === perp.symbol))), [perp.symbol]),
  );
  const paged = usePagedList(
    (page, size) => fetchFuturesOpenOrders$({ symbol: perp.symbol, page, size }),
    (order: FuturesOrder) => order.id,
  );
  const { revoke, revoking } = useRevoke(paged.reload, cancelFuturesOrder$);
  const rows = (orders: readonly FuturesOrder[]) => (
    <ul className="record-list">
      {orders.map((order) => (
        <FuturesOrderCard key={order.id} order={order} perp={perp} onRevoke={revoke} revoking={revoking.has(order.id)} />
      ))}
    </ul>
  );
  const emptyText = t('trade.futuresRecords.empty.open');
  return (
    <RecordsFrame tabs={tabs} refreshing={paged.state.pending === 'reload' && paged.state.loaded} onRefresh={paged.reload}>
      {live === undefined ? (
        <PagedRecords list={paged} emptyText={emptyText}>
          {rows}
        </PagedRecords>
      ) : live.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        rows(live)
      )}
    </RecordsFrame>
  );
}
