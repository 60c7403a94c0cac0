import { useTranslation } from 'react-i18next';
import type { FuturesOrderDetail } from '@contract/futures';
import { isUnknownResource } from '../../api/errors';
import { formatTime } from '../../format/time';
import { usePerpetualInfo } from '../../state/futures';
import NotFoundPage from '../components/NotFoundPage';
import { FuturesOrderCard, type PerpDisplay } from '../components/records/futures';
import { RecordCells } from '../components/records/RecordCells';
import { RemoteContent } from '../components/RemoteContent';
import { EmptyState, ErrorState, LoadingState } from '../components/StateViews';
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
        {(detail) => <WithPerpetual detail={detail} />}
      </RemoteContent>
    </section>
  );
}

/** The order's perpetual gives its display name and price precision. */
function WithPerpetual({ detail }: { detail: FuturesOrderDetail }) {
  const { t } = useTranslation();
  const [perp, retry] = usePerpetualInfo(detail.order.symbol);
  switch (perp.status) {
    case 'loading':
      return <LoadingState />;
    case 'error':
      return <ErrorState onRetry={retry} />;
    case 'unknown':
      return <EmptyState text={t('trade.futuresRecords.unknownCoin')} />;
    case 'ready':
      return <OrderInFull detail={detail} perp={perp.info} />;
  }
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
