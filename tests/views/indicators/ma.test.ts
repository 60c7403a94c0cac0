import { describe, it } from 'vitest';
import { sma } from '../../../src/views/indicators';
import { expectLine } from './closeTo';

describe('sma', () => {
  it.each([
    { values: [1, 2, 3, 4, 5], period: 3, expected: [null, null, 2, 3, 4] },
    { values: [10, 20], period: 1, expected: [10, 20] },
    { values: [4, 8, 6, 2], period: 2, expected: [null, 6, 7, 4] },
    { values: [1, 2], period: 3, expected: [null, null] },
    { values: [], period: 5, expected: [] },
  ])('averages $values over $period', ({ values, period, expected }) => {
    expectLine(sma(values, period), expected);
  });

  it('starts after the warm-up of a line it is applied to', () => {
    expectLine(sma([null, null, 2, 4, 6, 8], 2), [null, null, null, 3, 5, 7]);
  });

  it('reads typed arrays', () => {
    expectLine(sma(new Float64Array([3, 5, 7]), 2), [null, 4, 6]);
  });
});
