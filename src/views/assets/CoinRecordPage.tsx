import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserTrade } from '@contract/spot';
import { fetchTradeHistory$ } from '../../api/spot';
import { getBalances$, getOrders$ } from '../../streams';
import { useMarketList, pairDisplayOf } from '../../state/market';
import { PagedRecords } from '../components/records/PagedRecords';
import { privateChanges$ } from '../../state/orders';
import { RecordsFrame } from '../components/records/RecordsFrame';
import { TradeCard } from '../components/records/TradeCard';
import { usePagedList } from '../../state/paged';
import { SignInPrompt } from '../components/SignInPrompt';
import { useSignedIn } from '../../state/session';
import '../components/records/records.css';
import './assets.css';

/**
 * /property/coinRecord — every spot trade of the user across coins, newest first, paged and kept
 * current by the private socket. Each pair name opens that coin's records hub (/allRecord/{coin})
 * with its open orders and order history: one list answers "what did I trade", the hub the rest.
 */
export default function CoinRecordPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <AllTrades /> : <SignInPrompt text={t('trade.records.signIn')} target="/property/coinRecord" />;
}

function AllTrades() {
  const { t } = useTranslation();
  const [market] = useMarketList();
  const changed$ = useMemo(() => privateChanges$(getOrders$(), getBalances$(), null), []);
  const list = usePagedList(
    (page, size) => fetchTradeHistory$({ page, size }),
    (trade: UserTrade) => trade.id,
    changed$,
  );
  const title = t('assets.records.trades');
  return (
    <section className="records">
      <RecordsFrame
        tabs={<h2 className="records__title">{title}</h2>}
        refreshing={list.state.pending === 'reload' && list.state.loaded}
        onRefresh={list.reload}
      >
        <PagedRecords list={list} emptyText={t('trade.records.empty.trades')}>
          {(trades) => (
            <ul className="record-list">
              {trades.map((trade) => {
                const pair = pairDisplayOf(market.data ?? [], trade.symbol);
                return <TradeCard key={trade.id} trade={trade} pair={pair} href={`/allRecord/${encodeURIComponent(pair.coinType)}`} />;
              })}
            </ul>
          )}
        </PagedRecords>
      </RecordsFrame>
    </section>
  );
}
