import { describe, expect, it } from 'vitest';
import type { Trade } from '@contract/market';
import { applyTrades, TRADES_LIMIT, type TradesMsg } from '../../src/streams/trades-reducer';

const trade = (id: number): Trade => ({ id, price: '1.00', qty: '1', side: 'buy', ts: id });
const ids = (list: readonly Trade[]) => list.map((t) => t.id);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

describe('applyTrades', () => {
  it.each<[string, number[], TradesMsg, number[]]>([
    ['a snapshot replaces the list', [9, 8], { type: 'snapshot', data: [5, 4].map(trade) }, [5, 4]],
    ['an update goes on top, newest first', [5, 4], { type: 'update', data: [7, 6].map(trade) }, [7, 6, 5, 4]],
    ['trades not newer than the newest held are dropped', [5, 4], { type: 'update', data: [6, 5, 4].map(trade) }, [6, 5, 4]],
    ['an update into an empty list', [], { type: 'update', data: [2, 1].map(trade) }, [2, 1]],
  ])('%s', (_, held, msg, expected) => {
    expect(ids(applyTrades(held.map(trade), msg))).toEqual(expected);
  });

  it(`keeps only the latest ${TRADES_LIMIT}`, () => {
    const held = range(150, 51).map(trade);
    const after = applyTrades(held, { type: 'update', data: range(160, 151).map(trade) });
    expect(ids(after)).toEqual(range(160, 61));
    expect(ids(applyTrades([], { type: 'snapshot', data: range(300, 1).map(trade) }))).toEqual(range(300, 201));
  });

  it('returns the same list when nothing is new', () => {
    const held = [trade(5)];
    expect(applyTrades(held, { type: 'update', data: [trade(5)] })).toBe(held);
  });
});
