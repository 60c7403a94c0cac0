import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { SymbolSummary } from '@contract/market';
import type { UserTrade } from '@contract/spot';
import { fetchTradeHistory$ } from '../../api/spot';
import { TradeCard } from '../components/records/TradeCard';
import { usePagedList } from '../../state/paged';
import { RecordTab } from './RecordTab';

/** The user's fills in the pair, newest first, paged; a live change merges the newest page in. */
export function TradeHistoryTab({ summary, changed$, tabs }: { summary: SymbolSummary; changed$: Observable<void>; tabs: ReactNode }) {
  const { t } = useTranslation();
  const list = usePagedList(
    (page, size) => fetchTradeHistory$({ symbol: summary.symbol, page, size }),
    (trade: UserTrade) => trade.id,
    changed$,
  );
  return (
    <RecordTab tabs={tabs} list={list} emptyText={t('trade.records.empty.trades')}>
      {(trade) => <TradeCard key={trade.id} trade={trade} pair={summary} detailHref={`/tradDetail/${trade.orderId}`} />}
    </RecordTab>
  );
}
