import { describe, expect, it } from 'vitest';
import { joinTickers } from '../../../src/state/tickers/marketRows';
import { NO_SORT, type SortState } from '../../../src/views/market/sort';
import { sortRows } from '../../../src/views/market/sortRows';
import { CATALOGUE } from '../components/fixtures';

const rows = joinTickers(CATALOGUE, new Map());
const bases = (sort: SortState) => sortRows(rows, sort).map((r) => r.summary.base);

describe('sortRows', () => {
  it.each<[SortState, string[]]>([
    [NO_SORT, ['BTC', 'ETH', 'SOL', 'XAU']],
    [{ column: 'name', order: 1 }, ['BTC', 'ETH', 'SOL', 'XAU']],
    [{ column: 'name', order: 2 }, ['XAU', 'SOL', 'ETH', 'BTC']],
    [{ column: 'price', order: 1 }, ['SOL', 'XAU', 'ETH', 'BTC']],
    [{ column: 'price', order: 2 }, ['BTC', 'ETH', 'XAU', 'SOL']],
    [{ column: 'volume', order: 1 }, ['XAU', 'SOL', 'ETH', 'BTC']],
    [{ column: 'volume', order: 2 }, ['BTC', 'ETH', 'SOL', 'XAU']],
  ])('%o', (sort, expected) => {
    expect(bases(sort)).toEqual(expected);
  });

  it('sorts numerically, not as text', () => {
    // "99999.00" < "64000.00" as text, but not as a number
    const sol = CATALOGUE[2]!;
    const live = joinTickers(CATALOGUE, new Map([[sol.symbol, { ...sol.ticker, last: '99999.00' }]]));
    expect(sortRows(live, { column: 'price', order: 2 }).map((r) => r.summary.base)[0]).toBe('SOL');
  });
});
