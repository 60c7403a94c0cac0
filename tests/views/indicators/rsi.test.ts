import { describe, it } from 'vitest';
import { rsi } from '../../../src/views/indicators';
import { expectLine } from './closeTo';

describe('rsi (Wilder)', () => {
  it.each([
    // changes +1 +1 −1 +1 +1; first averages gain 2/3, loss 1/3 → RS 2 → 66.667;
    // then gain (2/3·2 + 1)/3 = 7/9, loss 2/9 → 77.778; gain 23/27, loss 4/27 → 85.185
    { values: [1, 2, 3, 2, 3, 4], period: 3, expected: [null, null, null, 66.66667, 77.77778, 85.18519] },
    // changes −2, +1: gains 0.5, losses 1 → RS 0.5 → 33.333
    { values: [5, 3, 4], period: 2, expected: [null, null, 33.33333] },
    { values: [1, 2, 3, 4], period: 3, expected: [null, null, null, 100] },
    { values: [4, 3, 2, 1], period: 3, expected: [null, null, null, 0] },
    { values: [2, 2, 2], period: 2, expected: [null, null, 50] },
  ])('of $values over $period', ({ values, period, expected }) => {
    expectLine(rsi(values, period), expected);
  });
});
