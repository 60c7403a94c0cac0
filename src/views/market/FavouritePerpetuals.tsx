import { usePerpetuals } from '../../state/futures';
import { ErrorState, LoadingState } from '../components/StateViews';
import { PerpetualTable } from './PerpetualTable';
import type { SortState } from './sort';

/**
 * The starred perpetuals of the Favourites tab, below the starred pairs, marked as perpetuals and opening the futures
 * view. Mounted only when a favourite is a perpetual, so a user who stars only pairs never asks contract/market/list.
 */
export function FavouritePerpetuals({
  sort,
  favourites,
  onToggleFavourite,
}: {
  sort: SortState;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (symbol: string) => void;
}) {
  const [perps, reload] = usePerpetuals();
  if (perps.data === undefined) return perps.loading ? <LoadingState /> : <ErrorState onRetry={reload} />;
  const starred = perps.data.filter((perp) => favourites.has(perp.symbol));
  return <PerpetualTable perps={starred} sort={sort} favourites={favourites} onToggleFavourite={onToggleFavourite} />;
}
