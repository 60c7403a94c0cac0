import { useObservableEagerState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import { CoinRow } from '../components/CoinRow';
import { RemoteContent } from '../components/RemoteContent';
import { EmptyState } from '../components/StateViews';
import { SegmentedTabs } from '../components/SegmentedTabs';
import { useMarketList } from '../../state/market';
import { liveTickers$, joinTickers } from '../../state/tickers';
import { RANKINGS, rankRows, type Ranking } from './rankRows';

export const RANKING_SIZE = 10;

/** What an empty list says: on a calm or one-way market no coin may be up (or down). */
const EMPTY_TEXT = {
  volume: 'home.rankings.empty',
  gainers: 'home.rankings.noGainers',
  losers: 'home.rankings.noLosers',
} as const satisfies Record<Ranking, string>;

/** Live top lists: market/list for the catalogue, tickers$ for the numbers, re-ranked each frame. */
function RankingList({ summaries, ranking, label }: { summaries: readonly SymbolSummary[]; ranking: Ranking; label: string }) {
  const { t } = useTranslation();
  const tickers = useObservableEagerState(liveTickers$);
  const rows = useMemo(() => rankRows(joinTickers(summaries, tickers), ranking, RANKING_SIZE), [summaries, tickers, ranking]);
  if (rows.length === 0) return <EmptyState text={t(EMPTY_TEXT[ranking])} />;
  return (
    <ol className="coin-list" aria-label={label}>
      {rows.map(({ summary, ticker }) => (
        <CoinRow key={summary.symbol} summary={summary} ticker={ticker} />
      ))}
    </ol>
  );
}

export function Rankings() {
  const { t } = useTranslation();
  const [ranking, setRanking] = useState<Ranking>('volume');
  const [market, reload] = useMarketList();
  const segments = RANKINGS.map((value) => ({ value, label: t(`home.rankings.${value}`) }));
  return (
    <section className="rankings" aria-labelledby="rankings-title">
      <h2 id="rankings-title" className="section-title">
        {t('home.rankings.title')}
      </h2>
      <SegmentedTabs segments={segments} value={ranking} label={t('home.rankings.title')} onChange={setRanking} />
      <RemoteContent remote={market} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('home.rankings.empty')}>
        {(list) => <RankingList summaries={list} ranking={ranking} label={t(`home.rankings.${ranking}`)} />}
      </RemoteContent>
    </section>
  );
}
