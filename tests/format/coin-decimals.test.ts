import { describe, expect, it } from 'vitest';
import { minDecimalsOf } from '@contract/format/coin-decimals';

describe('minDecimalsOf (spec 9)', () => {
  const table: [number[], number][] = [
    [[0, 1, 2, 11, 14, 1001, 1003, 1004, 1005, 2001, 2002], 2],
    [[3, 4, 6, 7, 8, 12, 15, 16, 1002], 3],
    [[13, 100], 4],
    [[9, 10001], 5],
    [[10], 8],
    [[5, 17, 99, 9999, -1], 2],
  ];
  it.each(table)('ids %j show at least %i decimals', (ids, decimals) => {
    for (const id of ids) expect(minDecimalsOf(id)).toBe(decimals);
  });

  it('shows 2 decimals without a coin id', () => {
    expect(minDecimalsOf(undefined)).toBe(2);
  });
});
