import type { ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { useTranslation } from 'react-i18next';
import type { FuturesOrder } from '@contract/futures';
import { fetchFuturesOrderHistory$ } from '../../../api/contract';
import { FuturesOrderCard, type PerpDisplay } from '../../components/records/futures';
import { usePagedList } from '../../../state/paged';
import { RecordTab } from '../RecordTab';
import { futuresOrderDetailLink } from '../../../state/futures';

/** Finished futures orders of the perpetual (filled or cancelled; liquidation and TP/SL orders too), newest first. */
export function FuturesOrderHistoryTab({ perp, changed$, tabs }: { perp: PerpDisplay; changed$: Observable<void>; tabs: ReactNode }) {
  const { t } = useTranslation();
  const list = usePagedList(
    (page, size) => fetchFuturesOrderHistory$({ symbol: perp.symbol, page, size }),
    (order: FuturesOrder) => order.id,
    changed$,
  );
  return (
    <RecordTab tabs={tabs} list={list} emptyText={t('trade.futuresRecords.empty.history')}>
      {(order) => <FuturesOrderCard key={order.id} order={order} perp={perp} detailHref={futuresOrderDetailLink(order.id)} />}
    </RecordTab>
  );
}
