import { useObservableEagerState } from 'observable-hooks';
import { useMemo } from 'react';
import { startWith } from 'rxjs';
import type { MarkTick, PerpetualTicker } from '@contract/futures';
import { marks$ } from '../../streams';
import { liveTickers$ } from '../../state/tickers';
import { perpetualComparators, perpetualRows } from './perpetualRows';
import { PerpetualRow } from './PerpetualRow';
import type { SortState } from './sort';
import { sortBy } from './sortRows';

const NO_MARKS: ReadonlyMap<string, MarkTick> = new Map();

/** Every perpetual's mark tick, frame-sampled by src/streams; until the first snapshot the list's own marks show. */
const liveMarks$ = marks$.pipe(startWith(NO_MARKS));

/** The live Futures list: one subscription to the marks and one to the tickers for the whole list. */
export function PerpetualTable({
  perps,
  sort,
  favourites,
  onToggleFavourite,
}: {
  perps: readonly PerpetualTicker[];
  sort: SortState;
  favourites: ReadonlySet<string>;
  onToggleFavourite: (symbol: string) => void;
}) {
  const marks = useObservableEagerState(liveMarks$);
  const tickers = useObservableEagerState(liveTickers$);
  const rows = useMemo(() => sortBy(perpetualRows(perps, marks, tickers), sort, perpetualComparators), [perps, marks, tickers, sort]);
  return (
    <ul className="coin-list">
      {rows.map((row) => (
        <PerpetualRow key={row.perp.symbol} row={row} favourite={favourites.has(row.perp.symbol)} onToggleFavourite={onToggleFavourite} />
      ))}
    </ul>
  );
}
