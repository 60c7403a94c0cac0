import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuturesOrder } from '@contract/futures';
import { cancelFuturesOrder$, fetchFuturesOpenOrders$ } from '../../../api/contract';
import { getFuturesOrders$ } from '../../../streams';
import { FuturesOrderCard, type PerpDisplay } from '../../components/records/futures';
import { usePagedList } from '../../../state/paged';
import { useRevoke } from '../../../state/orders';
import { RecordTab } from '../RecordTab';
import { futuresOrderDetailLink } from '../../../state/futures';
import { useSymbolOrders } from '../useSymbolOrders';

/**
 * Open futures orders of the perpetual with Revoke (contract/order/cancel). Once the private socket delivers, its
 * list is complete and live (fills and cancels move orders out at once); until then contract/order/open is paged.
 */
export function FuturesOpenOrdersTab({ perp, tabs }: { perp: PerpDisplay; tabs: ReactNode }) {
  const { t } = useTranslation();
  const live = useSymbolOrders(getFuturesOrders$, perp.symbol);
  const paged = usePagedList(
    (page, size) => fetchFuturesOpenOrders$({ symbol: perp.symbol, page, size }),
    (order: FuturesOrder) => order.id,
  );
  const { revoke, revoking } = useRevoke(paged.reload, cancelFuturesOrder$);
  return (
    <RecordTab tabs={tabs} list={paged} live={live} emptyText={t('trade.futuresRecords.empty.open')}>
      {(order) => (
        <FuturesOrderCard
          key={order.id}
          order={order}
          perp={perp}
          onRevoke={revoke}
          revoking={revoking.has(order.id)}
          detailHref={futuresOrderDetailLink(order.id)}
        />
      )}
    </RecordTab>
  );
}
