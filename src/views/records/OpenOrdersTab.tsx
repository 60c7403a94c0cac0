import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import type { Order } from '@contract/spot';
import { fetchOpenOrders$ } from '../../api/spot';
import { getOrders$ } from '../../streams';
import { OrderCard } from '../components/records/OrderCard';
import { usePagedList } from '../../state/paged';
import { useRevoke } from '../../state/orders';
import { RecordTab } from './RecordTab';
import { useSymbolOrders } from './useSymbolOrders';

/**
 * Open orders of the pair with Revoke. Once the private socket delivers, its list is complete and
 * live (fills and cancels move orders out at once); until then spot/order/open is paged.
 */
export function OpenOrdersTab({ summary, tabs }: { summary: SymbolSummary; tabs: ReactNode }) {
  const { t } = useTranslation();
  const live = useSymbolOrders(getOrders$, summary.symbol);
  const paged = usePagedList(
    (page, size) => fetchOpenOrders$({ symbol: summary.symbol, page, size }),
    (order: Order) => order.id,
  );
  const { revoke, revoking } = useRevoke(paged.reload);
  return (
    <RecordTab tabs={tabs} list={paged} live={live} emptyText={t('trade.records.empty.open')}>
      {(order) => (
        <OrderCard
          key={order.id}
          order={order}
          pair={summary}
          onRevoke={revoke}
          revoking={revoking.has(order.id)}
          detailHref={`/tradDetail/${order.id}`}
        />
      )}
    </RecordTab>
  );
}
