import { useObservableState } from 'observable-hooks';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { map } from 'rxjs';
import type { SymbolSummary } from '@contract/market';
import type { Order } from '@contract/spot';
import { fetchOpenOrders$ } from '../../api/spot';
import { getOrders$ } from '../../streams';
import { EmptyState } from '../components/StateViews';
import { OrderCard } from '../components/records/OrderCard';
import { PagedRecords } from '../components/records/PagedRecords';
import { RecordsFrame } from '../components/records/RecordsFrame';
import { usePagedList } from '../../state/paged';
import { useRevoke } from '../../state/orders';

/**
 * Open orders of the pair with Revoke. Once the private socket delivers, its list is complete and
 * live (fills and cancels move orders out at once); until then spot/order/open is paged.
 */
export function OpenOrdersTab({ summary, tabs }: { summary: SymbolSummary; tabs: ReactNode }) {
  const { t } = useTranslation();
  const live = useObservableState(
    useMemo(() => getOrders$().pipe(map((orders) => orders.filter((o) => o.symbol === summary.symbol))), [summary.symbol]),
  );
  const paged = usePagedList(
    (page, size) => fetchOpenOrders$({ symbol: summary.symbol, page, size }),
    (order: Order) => order.id,
  );
  const { revoke, revoking } = useRevoke(paged.reload);
  const rows = (orders: readonly Order[]) => (
    <ul className="record-list">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} pair={summary} onRevoke={revoke} revoking={revoking.has(order.id)} />
      ))}
    </ul>
  );
  const emptyText = t('trade.records.empty.open');
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
