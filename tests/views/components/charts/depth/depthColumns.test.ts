import { describe, expect, it } from 'vitest';
import type { Level } from '@contract/market';
import { depthColumns } from '../../../../../src/views/components/charts/depth/depthColumns';

const bids: Level[] = [
  ['100.0', '1'],
  ['99.5', '2'],
  ['99.0', '3'],
];
const asks: Level[] = [
  ['100.5', '0.5'],
  ['101.0', '1.5'],
];

describe('depthColumns', () => {
  it('puts bids (lowest first) then asks on one ascending price axis with cumulative depth', () => {
    expect(depthColumns(bids, asks, 10)).toEqual({
      price: [99, 99.5, 100, 100.5, 101],
      bids: [6, 3, 1, null, null],
      asks: [null, null, null, 0.5, 2],
    });
  });

  it('keeps only the best levels of each side', () => {
    expect(depthColumns(bids, asks, 1)).toEqual({ price: [100, 100.5], bids: [1, null], asks: [null, 0.5] });
  });

  it('handles a one-sided or empty book', () => {
    expect(depthColumns([], asks, 5).bids).toEqual([null, null]);
    expect(depthColumns([], [], 5)).toEqual({ price: [], bids: [], asks: [] });
  });
});
