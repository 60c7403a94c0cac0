import { describe, expect, it } from 'vitest';
import { rankRows, type Ranking } from '../../../src/views/home/rankRows';
import { joinTickers } from '../../../src/state/tickers/marketRows';
import { CATALOGUE, summary } from '../components/fixtures';

const rows = joinTickers(CATALOGUE, new Map());

describe('rankRows', () => {
  it.each<[Ranking, string[]]>([
    ['volume', ['BTC', 'ETH', 'SOL', 'XAU']],
    ['gainers', ['SOL', 'BTC']],
    ['losers', ['ETH', 'XAU']],
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
    const list = joinTickers([summary('AAA', 'spot', '1', '-1.00'), summary('BBB', 'spot', '1', '-1.00')], new Map());
    expect(rankRows(list, 'losers', 2).map((r) => r.summary.base)).toEqual(['AAA', 'BBB']);
  });

  it('lists only rising coins as gainers and only falling coins as losers; unchanged coins in neither', () => {
    const list = joinTickers(
      [
        summary('UP', 'spot', '1', '0.01'),
        summary('FLAT', 'spot', '1', '0.00'),
        summary('DOWN', 'spot', '1', '-0.01'),
        summary('ZERO', 'spot', '1', '-0.00'),
      ],
      new Map(),
    );
    expect(rankRows(list, 'gainers', 10).map((r) => r.summary.base)).toEqual(['UP']);
    expect(rankRows(list, 'losers', 10).map((r) => r.summary.base)).toEqual(['DOWN']);
    expect(rankRows(list, 'volume', 10)).toHaveLength(4);
  });

  it('has no losers on a market where every coin is up', () => {
    const list = joinTickers([summary('AAA', 'spot', '1', '3.00'), summary('BBB', 'spot', '1', '0.50')], new Map());
    expect(rankRows(list, 'losers', 10)).toEqual([]);
    expect(rankRows(list, 'gainers', 10).map((r) => r.summary.base)).toEqual(['AAA', 'BBB']);
  });
});
