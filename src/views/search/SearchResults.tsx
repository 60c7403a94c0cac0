import { useObservableEagerState } from 'observable-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import { CoinRow } from '../components/CoinRow';
import { EmptyState } from '../components/StateViews';
import { searchSymbols } from '../../state/market';
import { liveTickers$, joinTickers } from '../../state/tickers';

/** Matches of the (debounced) query with live prices; each row opens the coin's detail page. */
export function SearchResults({ summaries, query }: { summaries: readonly SymbolSummary[]; query: string }) {
  const { t } = useTranslation();
  const tickers = useObservableEagerState(liveTickers$);
  const matches = useMemo(() => searchSymbols(summaries, query), [summaries, query]);
  const rows = useMemo(() => joinTickers(matches, tickers), [matches, tickers]);
  if (rows.length === 0) return <EmptyState text={t('market.search.empty', { query })} />;
  return (
    <>
      <h2 className="section-title">{query ? t('market.search.results', { n: rows.length }) : t('market.search.all')}</h2>
      <ul className="coin-list">
        {rows.map(({ summary, ticker }) => (
          <CoinRow key={summary.symbol} summary={summary} ticker={ticker} />
        ))}
      </ul>
    </>
  );
}
