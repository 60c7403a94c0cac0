import { useTranslation } from 'react-i18next';
import type { FuturesOrderDetail } from '@contract/futures';
import { isUnknownResource } from '../../api/errors';
import { formatTime } from '../../format/time';
import NotFoundPage from '../components/NotFoundPage';
import { FuturesOrderCard, WithPerpetualInfo, type PerpDisplay } from '../components/records/futures';
import { RecordCells } from '../components/records/RecordCells';
import { RemoteContent } from '../components/RemoteContent';
import { EmptyState } from '../components/StateViews';
import { FuturesFillCard } from './FuturesFillCard';
import { useFuturesOrderDetail } from './useFuturesOrderDetail';

/** /tradDetail/{id}?kind=futures — one of the user's futures orders in full with its fills (contract/order/detail). */
export function FuturesOrderDetailView({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const [remote, reload] = useFuturesOrderDetail(orderId);
  if (remote.data === undefined && isUnknownResource(remote.error)) return <NotFoundPage />;
  return (
    <section className="trade-detail">
      <RemoteContent remote={remote} onRetry={reload} isEmpty={() => false} emptyText={t('common.empty')}>
        {(detail) => (
          // the order's perpetual gives its display name and price precision
          <WithPerpetualInfo symbol={detail.order.symbol}>{(perp) => <OrderInFull detail={detail} perp={perp} />}</WithPerpetualInfo>
        )}
      </RemoteContent>
    </section>
  );
}

function OrderInFull({ detail, perp }: { detail: FuturesOrderDetail; perp: PerpDisplay }) {
  const { t } = useTranslation();
  const { order, fills } = detail;
  return (
    <>
      <ul className="record-list">
        <FuturesOrderCard order={order} perp={perp} />
      </ul>
      <RecordCells cells={[[t('pages.tradeDetail.updatedAt'), formatTime(order.updatedAt)]]} />
      <h2 className="trade-detail__fills">{t('pages.tradeDetail.fills', { count: fills.length })}</h2>
      {fills.length === 0 ? (
        <EmptyState text={t('pages.tradeDetail.noFills')} />
      ) : (
        <ul className="record-list">
          {fills.map((fill) => (
            <FuturesFillCard key={fill.id} fill={fill} perp={perp} />
          ))}
        </ul>
      )}
    </>
  );
}
