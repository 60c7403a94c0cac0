import { describe, expect, it } from 'vitest';
import type { Level } from '@contract/market';
import { ladderRows } from '../../../../src/views/components/book/ladderRows';

const bids: Level[] = [
  ['100.00', '1'],
  ['99.00', '3'],
  ['98.00', '4'],
];
const asks: Level[] = [
  ['101.00', '2'],
  ['102.00', '2'],
];

describe('ladderRows', () => {
  it('lists asks highest first and bids best first, bars scaled to the deeper side', () => {
    // cumulative bids 1, 4, 8; asks 2, 4; the deeper side holds 8
    expect(ladderRows(bids, asks, 20)).toEqual({
      asks: [
        { price: '102.00', qty: '2', share: 50 },
        { price: '101.00', qty: '2', share: 25 },
      ],
      bids: [
        { price: '100.00', qty: '1', share: 13 },
        { price: '99.00', qty: '3', share: 50 },
        { price: '98.00', qty: '4', share: 100 },
      ],
    });
  });

  it('keeps only the best `depth` levels per side, scaling within them', () => {
    const ladder = ladderRows(bids, asks, 1);
    expect(ladder.bids).toEqual([{ price: '100.00', qty: '1', share: 50 }]);
    expect(ladder.asks).toEqual([{ price: '101.00', qty: '2', share: 100 }]);
  });

  it('is empty for an empty book', () => {
    expect(ladderRows([], [], 20)).toEqual({ asks: [], bids: [] });
  });
});
