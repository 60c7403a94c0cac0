import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { SymbolSummary } from '@contract/market';
import type { UserTrade } from '@contract/spot';
import { fetchTradeHistory$ } from '../../api/spot';
import { PagedRecords } from '../components/records/PagedRecords';
import { RecordsFrame } from '../components/records/RecordsFrame';
import { TradeCard } from '../components/records/TradeCard';
import { usePagedList } from '../../state/paged';

/** The user's fills in the pair, newest first, paged; a live change merges the newest page in. */
export function TradeHistoryTab({ summary, changed$, tabs }: { summary: SymbolSummary; changed$: Observable<void>; tabs: ReactNode }) {
  const { t } = useTranslation();
  const list = usePagedList(
    (page, size) => fetchTradeHistory$({ symbol: summary.symbol, page, size }),
    (trade: UserTrade) => trade.id,
    changed$,
  );
  return (
    <RecordsFrame tabs={tabs} refreshing={list.state.pending === 'reload' && list.state.loaded} onRefresh={list.reload}>
      <PagedRecords list={list} emptyText={t('trade.records.empty.trades')}>
        {(trades) => (
          <ul className="record-list">
            {trades.map((trade) => (
              <TradeCard key={trade.id} trade={trade} pair={summary} />
            ))}
          </ul>
        )}
      </PagedRecords>
    </RecordsFrame>
  );
}
