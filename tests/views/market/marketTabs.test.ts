import { describe, expect, it } from 'vitest';
import { isMarketTab, symbolsForTab, type CoinTab } from '../../../src/views/market/marketTabs';
import { CATALOGUE } from '../components/fixtures';

describe('symbolsForTab', () => {
  const favourites = new Set(['XAUUSDT', 'ETHUSDT']);
  it.each<[CoinTab, string[]]>([
    ['spot', ['BTC', 'ETH', 'SOL']],
    ['favourites', ['ETH', 'XAU']],
  ])('%s', (tab, expected) => {
    expect(symbolsForTab(CATALOGUE, tab, favourites).map((s) => s.base)).toEqual(expected);
  });

  it('recognises the tab names of the query string only', () => {
    expect([isMarketTab('cycle'), isMarketTab('Cycle'), isMarketTab(null)]).toEqual([true, false, false]);
  });
});
