import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PullToRefresh } from '../components/PullToRefresh';
import { RefreshButton } from '../components/RefreshButton';
import { RemoteContent } from '../components/RemoteContent';
import { SegmentedTabs } from '../components/SegmentedTabs';
import { MarketTable } from './MarketTable';
import { isMarketTab, MARKET_TABS, symbolsForTab, type MarketTab } from './marketTabs';
import { NO_SORT, nextSort } from './sort';
import { SortHeader } from './SortHeader';
import { useFavourites } from './useFavourites';
import { useMarketList } from '../../state/market';

/** Markets: tabs Spot, Futures, Cycle, Favourites (kept in ?tab= so back and reload keep it). */
export default function MarketPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: MarketTab = isMarketTab(requested) ? requested : 'spot';
  const [sort, onSort] = useReducer(nextSort, NO_SORT);
  const [favourites, toggleFavourite] = useFavourites();
  const [market, reload] = useMarketList();
  const listed = useMemo(() => symbolsForTab(market.data ?? [], tab, favourites), [market.data, tab, favourites]);
  const segments = MARKET_TABS.map((value) => ({ value, label: t(`market.tabs.${value}`) }));

  return (
    <section className="market">
      <div className="sticky-toolbar market__toolbar">
        <SegmentedTabs
          segments={segments}
          value={tab}
          label={t('market.title')}
          onChange={(next) => setParams({ tab: next }, { replace: true })}
          fit
        />
        <RefreshButton refreshing={market.loading} onRefresh={reload} />
      </div>
      <SortHeader sort={sort} onSort={onSort} />
      <PullToRefresh refreshing={market.loading && market.data !== undefined} onRefresh={reload}>
        <RemoteContent
          remote={market}
          onRetry={reload}
          isEmpty={() => listed.length === 0}
          emptyText={tab === 'favourites' ? t('market.empty.favourites') : t('market.empty.list')}
        >
          {() => <MarketTable summaries={listed} sort={sort} favourites={favourites} onToggleFavourite={toggleFavourite} />}
        </RemoteContent>
      </PullToRefresh>
    </section>
  );
}
