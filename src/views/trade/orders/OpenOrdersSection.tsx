import type { SymbolSummary } from '@contract/market';
import type { Order } from '@contract/spot';
import type { RemoteData } from '../../../state/remote';
import { OrderCard } from '../../components/records/OrderCard';
import { useRevoke } from '../../../state/orders';
import { OpenOrdersFrame } from './OpenOrdersFrame';

interface Props {
  summary: SymbolSummary;
  orders: RemoteData<readonly Order[]>;
  reload: () => void;
}

/** The pair's open orders under the form, each with Revoke; live while the private socket channel is up. */
export function OpenOrdersSection({ summary, orders, reload }: Props) {
  const { revoke, revoking } = useRevoke(reload);
  return (
    <OpenOrdersFrame titleId="trade-orders-title" orders={orders} reload={reload}>
      {(order) => <OrderCard key={order.id} order={order} pair={summary} onRevoke={revoke} revoking={revoking.has(order.id)} />}
    </OpenOrdersFrame>
  );
}
