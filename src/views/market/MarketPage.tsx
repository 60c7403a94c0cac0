import { useMemo, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SegmentedTabs } from '../components/SegmentedTabs';
import { CycleMarket } from './CycleMarket';
import { FavouritePerpetuals } from './FavouritePerpetuals';
import { FuturesMarket } from './FuturesMarket';
import { MarketFrame } from './MarketFrame';
import { MarketTable } from './MarketTable';
import { isMarketTab, MARKET_TABS, symbolsForTab, type CoinTab, type MarketTab } from './marketTabs';
import { NO_SORT, nextSort, type SortColumn, type SortState } from './sort';
import { SortHeader } from './SortHeader';
import { useFavourites } from './useFavourites';
import { isPerpetual } from '../../state/futures';
import { useMarketList } from '../../state/market';

/** Markets: tabs Spot, Futures, Cycle, Favourites (kept in ?tab= so back and reload keep it). */
export default function MarketPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: MarketTab = isMarketTab(requested) ? requested : 'spot';
  const [sort, onSort] = useReducer(nextSort, NO_SORT);
  const [favourites, toggleFavourite] = useFavourites();
  const segments = MARKET_TABS.map((value) => ({ value, label: t(`market.tabs.${value}`) }));
  const tabs = (
    <SegmentedTabs
      segments={segments}
      value={tab}
      label={t('market.title')}
      onChange={(next) => setParams({ tab: next }, { replace: true })}
      fit
    />
  );
  return (
    <section className="market">
      {tab === 'futures' ? (
        <FuturesMarket tabs={tabs} sort={sort} onSort={onSort} favourites={favourites} onToggleFavourite={toggleFavourite} />
      ) : tab === 'cycle' ? (
        <CycleMarket tabs={tabs} />
      ) : (
        <CoinMarket tab={tab} tabs={tabs} sort={sort} onSort={onSort} favourites={favourites} onToggleFavourite={toggleFavourite} />
      )}
    </section>
  );
}

interface CoinMarketProps {
  tab: CoinTab;
  tabs: ReactNode;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (symbol: string) => void;
}

/** Spot and Favourites: the pairs of market/list with live tickers and favourite stars; Favourites adds the starred perpetuals. */
function CoinMarket({ tab, tabs, sort, onSort, favourites, onToggleFavourite }: CoinMarketProps) {
  const { t } = useTranslation();
  const [market, reload] = useMarketList();
  const listed = useMemo(() => symbolsForTab(market.data ?? [], tab, favourites), [market.data, tab, favourites]);
  const starredPerps = tab === 'favourites' && [...favourites].some(isPerpetual);
  return (
    <MarketFrame
      tabs={tabs}
      header={<SortHeader sort={sort} onSort={onSort} />}
      remote={market}
      reload={reload}
      isEmpty={() => listed.length === 0 && !starredPerps}
      emptyText={tab === 'favourites' ? t('market.empty.favourites') : t('market.empty.list')}
    >
      {() => (
        <>
          {listed.length > 0 && (
            <MarketTable summaries={listed} sort={sort} favourites={favourites} onToggleFavourite={onToggleFavourite} />
          )}
          {starredPerps && <FavouritePerpetuals sort={sort} favourites={favourites} onToggleFavourite={onToggleFavourite} />}
        </>
      )}
    </MarketFrame>
  );
}
