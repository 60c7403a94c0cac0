import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SymbolSummary } from '@contract/market';
import { getBalances$, getOrders$ } from '../../streams';
import { SignInPrompt } from '../components/SignInPrompt';
import { useSignedIn } from '../../state/session';
import { RemoteContent } from '../components/RemoteContent';
import { EmptyState } from '../components/StateViews';
import { useMarketList } from '../../state/market';
import { OpenOrdersTab } from './OpenOrdersTab';
import { OrderHistoryTab } from './OrderHistoryTab';
import { privateChanges$ } from '../../state/orders';
import { RecordBalances } from './RecordBalances';
import { RECORD_TABS } from './recordTabs';
import { TradeHistoryTab } from './TradeHistoryTab';
import { useRecordTabs } from './useRecordTabs';
import '../components/records/records.css';

/** /allRecord/:coinType?tab=open|history|trades — the pair's spot orders and trades. */
export default function RecordsPage() {
  const { t } = useTranslation();
  const { coinType = '' } = useParams();
  const signedIn = useSignedIn();
  const [market, reload] = useMarketList();
  if (!signedIn) return <SignInPrompt text={t('trade.records.signIn')} target={`/allRecord/${encodeURIComponent(coinType)}`} />;
  return (
    <RemoteContent remote={market} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('trade.pair.none')}>
      {(list) => {
        const summary = list.find((s) => s.coinType.toUpperCase() === coinType.toUpperCase());
        return summary ? <PairRecords key={summary.symbol} summary={summary} /> : <EmptyState text={t('trade.records.unknownCoin')} />;
      }}
    </RemoteContent>
  );
}

function PairRecords({ summary }: { summary: SymbolSummary }) {
  const { t } = useTranslation();
  const [tab, tabs] = useRecordTabs(RECORD_TABS, t('trade.records.tabs.label'), (value) => t(`trade.records.tabs.${value}`));
  const changed$ = useMemo(
    () => privateChanges$(getOrders$(), getBalances$(), { symbol: summary.symbol, assets: [summary.base, 'USDT'] }),
    [summary],
  );
  return (
    <section className="records">
      <h2 className="records__pair">{summary.name}</h2>
      <RecordBalances summary={summary} />
      {tab === 'open' && <OpenOrdersTab summary={summary} tabs={tabs} />}
      {tab === 'history' && <OrderHistoryTab summary={summary} changed$={changed$} tabs={tabs} />}
      {tab === 'trades' && <TradeHistoryTab summary={summary} changed$={changed$} tabs={tabs} />}
    </section>
  );
}
