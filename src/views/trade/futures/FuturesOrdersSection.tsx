import type { PerpetualTicker } from '@contract/futures';
import { cancelFuturesOrder$ } from '../../../api/contract';
import { useFuturesOpenOrders } from '../../../state/futures';
import { useRevoke } from '../../../state/orders';
import { FuturesOrderCard } from '../../components/records/futures';
import { OpenOrdersFrame } from '../orders/OpenOrdersFrame';

/** The perpetual's open orders under the positions, each with Revoke; live from the futuresOrders channel. */
export function FuturesOrdersSection({ perp }: { perp: PerpetualTicker }) {
  const [orders, reload] = useFuturesOpenOrders(perp.symbol);
  const { revoke, revoking } = useRevoke(reload, cancelFuturesOrder$);
  return (
    <OpenOrdersFrame titleId="futures-orders-title" orders={orders} reload={reload}>
      {(order) => <FuturesOrderCard key={order.id} order={order} perp={perp} onRevoke={revoke} revoking={revoking.has(order.id)} />}
    </OpenOrdersFrame>
  );
}
