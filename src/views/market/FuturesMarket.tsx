import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerpetuals } from '../../state/futures';
import { MarketFrame } from './MarketFrame';
import { PerpetualTable } from './PerpetualTable';
import type { SortColumn, SortState } from './sort';
import { SortHeader } from './SortHeader';

/** The Futures tab: the perpetuals (contract/market/list) with live mark price, 24 h change and funding rate, each with its favourite star. */
export function FuturesMarket({
  tabs,
  sort,
  onSort,
  favourites,
  onToggleFavourite,
}: {
  tabs: ReactNode;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  const [perps, reload] = usePerpetuals();
  const header = (
    <SortHeader sort={sort} onSort={onSort} priceLabel={t('market.futures.markPrice')} secondaryLabel={t('market.futures.fundingRate')} />
  );
  return (
    <MarketFrame
      tabs={tabs}
      header={header}
      remote={perps}
      reload={reload}
      isEmpty={(list) => list.length === 0}
      emptyText={t('market.futures.empty')}
    >
      {(list) => <PerpetualTable perps={list} sort={sort} favourites={favourites} onToggleFavourite={onToggleFavourite} />}
    </MarketFrame>
  );
}
