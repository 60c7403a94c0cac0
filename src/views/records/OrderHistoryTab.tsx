import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { SymbolSummary } from '@contract/market';
import type { Order } from '@contract/spot';
import { fetchOrderHistory$ } from '../../api/spot';
import { OrderCard } from '../components/records/OrderCard';
import { usePagedList } from '../../state/paged';
import { RecordTab } from './RecordTab';

/** Finished orders of the pair, newest first, paged; a live change merges the newest page in. */
export function OrderHistoryTab({ summary, changed$, tabs }: { summary: SymbolSummary; changed$: Observable<void>; tabs: ReactNode }) {
  const { t } = useTranslation();
  const list = usePagedList(
    (page, size) => fetchOrderHistory$({ symbol: summary.symbol, page, size }),
    (order: Order) => order.id,
    changed$,
  );
  return (
    <RecordTab tabs={tabs} list={list} emptyText={t('trade.records.empty.history')}>
      {(order) => <OrderCard key={order.id} order={order} pair={summary} detailHref={`/tradDetail/${order.id}`} />}
    </RecordTab>
  );
}
