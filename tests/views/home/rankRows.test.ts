import { describe, expect, it } from 'vitest';
import { rankRows, type Ranking } from '../../../src/views/home/rankRows';
import { joinTickers } from '../../../src/views/market/marketRows';
import { CATALOGUE, summary } from '../components/fixtures';

const rows = joinTickers(CATALOGUE, new Map());

describe('rankRows', () => {
  it.each<[Ranking, string[]]>([
    ['volume', ['BTC', 'ETH', 'SOL', 'XAU']],
    ['gainers', ['SOL', 'BTC', 'XAU', 'ETH']],
    ['losers', ['ETH', 'XAU', 'BTC', 'SOL']],
  ])('%s, best first', (ranking, expected) => {
    expect(rankRows(rows, ranking, 10).map((r) => r.summary.base)).toEqual(expected);
  });

  it('keeps only the first `limit` rows', () => {
    expect(rankRows(rows, 'gainers', 2).map((r) => r.summary.base)).toEqual(['SOL', 'BTC']);
  });

  it('compares numbers, so 10 % beats 9 %', () => {
    const list = joinTickers([summary('AAA', 'spot', '1', '9.00'), summary('BBB', 'spot', '1', '10.00')], new Map());
    expect(rankRows(list, 'gainers', 2).map((r) => r.summary.base)).toEqual(['BBB', 'AAA']);
  });

  it('keeps catalogue order on ties', () => {
    const list = joinTickers([summary('AAA', 'spot', '1', '1.00'), summary('BBB', 'spot', '1', '1.00')], new Map());
    expect(rankRows(list, 'losers', 2).map((r) => r.summary.base)).toEqual(['AAA', 'BBB']);
  });
});
