import { forkJoin, map, of, switchMap, type Observable } from 'rxjs';
import type { CyclePeriod } from '@contract/cycle';
import type { FiatRules } from '@contract/fiat';
import type { AssetNetwork } from '@contract/wallet';
import { fetchPerpetualInfo$, fetchPerpetualList$ } from '../../../api/contract';
import { fetchCycleRules$ } from '../../../api/cycle';
import { fetchFiatRules$ } from '../../../api/fiat';
import { fetchMarketList$, fetchSymbolInfo$ } from '../../../api/market';
import { fetchNetworks$ } from '../../../api/wallet';

export interface PairFees {
  name: string;
  maker: string;
  taker: string;
}

export interface PerpetualFees extends PairFees {
  fundingIntervalHours: number;
  fundingRateCap: string;
}

/** Every fee the platform publishes, read from the server's own catalogues (never a copied table). */
export interface FeeSchedule {
  spot: PairFees[];
  futures: PerpetualFees[];
  cycle: CyclePeriod[];
  networks: AssetNetwork[];
  fiat: FiatRules;
}

/** Each listed item's details, asked in parallel; an empty list answers at once. */
function detailsOf<T, R>(list$: Observable<T[]>, detail$: (item: T) => Observable<R>): Observable<R[]> {
  return list$.pipe(switchMap((items) => (items.length === 0 ? of([]) : forkJoin(items.map(detail$)))));
}

export function fetchFeeSchedule$(): Observable<FeeSchedule> {
  return forkJoin({
    spot: detailsOf(fetchMarketList$(), (pair) => fetchSymbolInfo$(pair.symbol)).pipe(
      map((infos) => infos.map(({ name, makerFee, takerFee }) => ({ name, maker: makerFee, taker: takerFee }))),
    ),
    futures: detailsOf(fetchPerpetualList$(), (perpetual) => fetchPerpetualInfo$(perpetual.symbol)).pipe(
      map((infos) =>
        infos.map((info) => ({
          name: info.name,
          maker: info.makerFee,
          taker: info.takerFee,
          fundingIntervalHours: info.fundingIntervalHours,
          fundingRateCap: info.fundingRateCap,
        })),
      ),
    ),
    cycle: fetchCycleRules$().pipe(map((rules) => rules.periods)),
    networks: fetchNetworks$(),
    fiat: fetchFiatRules$(),
  });
}
