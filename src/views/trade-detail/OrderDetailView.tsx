import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import type { OrderDetail } from '@contract/spot';
import { isUnknownResource } from '../../api/errors';
import { formatTime } from '../../format/time';
import { pairDisplayOf, useMarketList } from '../../state/market';
import NotFoundPage from '../components/NotFoundPage';
import { OrderCard } from '../components/records/OrderCard';
import { RecordCells } from '../components/records/RecordCells';
import { RemoteContent } from '../components/RemoteContent';
import { TradeCard } from '../components/records/TradeCard';
import { EmptyState } from '../components/StateViews';
import { useOrderDetail } from './useOrderDetail';

export function OrderDetailView({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const [remote, reload] = useOrderDetail(orderId);
  const [market] = useMarketList();
  if (remote.data === undefined && isUnknownResource(remote.error)) return <NotFoundPage />;
  return (
    <section className="trade-detail">
      <RemoteContent remote={remote} onRetry={reload} isEmpty={() => false} emptyText={t('common.empty')}>
        {(detail) => <OrderInFull detail={detail} summaries={market.data ?? []} />}
      </RemoteContent>
    </section>
  );
}

function OrderInFull({ detail, summaries }: { detail: OrderDetail; summaries: readonly SymbolSummary[] }) {
  const { t } = useTranslation();
  const { order, fills } = detail;
  const pair = pairDisplayOf(summaries, order.symbol);
  return (
    <>
      <ul className="record-list">
        <OrderCard order={order} pair={pair} />
      </ul>
      <RecordCells
        cells={[
          [t('pages.tradeDetail.orderId'), order.id],
          [t('pages.tradeDetail.updatedAt'), formatTime(order.updatedAt)],
        ]}
      />
      <h2 className="trade-detail__fills">{t('pages.tradeDetail.fills', { count: fills.length })}</h2>
      {fills.length === 0 ? (
        <EmptyState text={t('pages.tradeDetail.noFills')} />
      ) : (
        <ul className="record-list">
          {fills.map((fill) => (
            <TradeCard key={fill.id} trade={fill} pair={pair} />
          ))}
        </ul>
      )}
    </>
  );
}
