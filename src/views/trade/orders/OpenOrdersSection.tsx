import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import type { Order } from '@contract/spot';
import { RemoteContent } from '../../components/RemoteContent';
import type { RemoteData } from '../../../state/remote';
import { OrderCard } from '../../components/records/OrderCard';
import { useRevoke } from '../../../state/orders';

interface Props {
  summary: SymbolSummary;
  orders: RemoteData<readonly Order[]>;
  reload: () => void;
}

/** The pair's open orders under the form, each with Revoke; live while the private socket channel is up. */
export function OpenOrdersSection({ summary, orders, reload }: Props) {
  const { t } = useTranslation();
  const { revoke, revoking } = useRevoke(reload);
  return (
    <section className="trade-orders" aria-labelledby="trade-orders-title">
      <h2 id="trade-orders-title" className="section-title">
        {t('trade.open.title')}
        {orders.data && orders.data.length > 0 && <span className="trade-orders__count">{orders.data.length}</span>}
      </h2>
      <RemoteContent remote={orders} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('trade.open.empty')}>
        {(list) => (
          <ul className="record-list">
            {list.map((order) => (
              <OrderCard key={order.id} order={order} pair={summary} onRevoke={revoke} revoking={revoking.has(order.id)} />
            ))}
          </ul>
        )}
      </RemoteContent>
    </section>
  );
}
