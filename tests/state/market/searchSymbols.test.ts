import { describe, expect, it } from 'vitest';
import { searchSymbols } from '../../../src/state/market/searchSymbols';
import { CATALOGUE, summary } from '../../views/components/fixtures';

const list = [...CATALOGUE, summary('SAND', 'spot', '0.40'), summary('USDC', 'spot', '1.00'), summary('ADA', 'spot', '0.45')];
const bases = (query: string) => searchSymbols(list, query).map((s) => s.base);

describe('searchSymbols', () => {
  it.each([
    ['btc', ['BTC']],
    ['BTC/USDT', ['BTC']],
    ['eth usdt', ['ETH']],
    ['ethusdt', ['ETH']],
    ['s', ['SOL', 'SAND', 'USDC']],
    ['and', ['SAND']],
    ['usdt', []],
    ['xyz', []],
  ])('%s', (query, expected) => {
    expect(bases(query)).toEqual(expected);
  });

  it('puts prefix matches before matches inside the base asset', () => {
    expect(bases('a')).toEqual(['ADA', 'XAU', 'SAND']);
  });

  it('lists everything for an empty query', () => {
    expect(bases('  ')).toEqual(list.map((s) => s.base));
  });
});
