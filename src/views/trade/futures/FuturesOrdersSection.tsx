import { useTranslation } from 'react-i18next';
import type { PerpetualTicker } from '@contract/futures';
import { cancelFuturesOrder$ } from '../../../api/contract';
import { useFuturesOpenOrders } from '../../../state/futures';
import { useRevoke } from '../../../state/orders';
import { FuturesOrderCard } from '../../components/records/futures';
import { RemoteContent } from '../../components/RemoteContent';

/** The perpetual's open orders under the positions, each with Revoke; live from the futuresOrders channel. */
export function FuturesOrdersSection({ perp }: { perp: PerpetualTicker }) {
  const { t } = useTranslation();
  const [orders, reload] = useFuturesOpenOrders(perp.symbol);
  const { revoke, revoking } = useRevoke(reload, cancelFuturesOrder$);
  return (
    <section className="trade-orders" aria-labelledby="futures-orders-title">
      <h2 id="futures-orders-title" className="section-title">
        {t('trade.open.title')}
        {orders.data && orders.data.length > 0 && <span className="trade-orders__count">{orders.data.length}</span>}
      </h2>
      <RemoteContent remote={orders} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('trade.open.empty')}>
        {(list) => (
          <ul className="record-list">
            {list.map((order) => (
              <FuturesOrderCard key={order.id} order={order} perp={perp} onRevoke={revoke} revoking={revoking.has(order.id)} />
            ))}
          </ul>
        )}
      </RemoteContent>
    </section>
  );
}
