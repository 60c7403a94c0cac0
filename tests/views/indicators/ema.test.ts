import { describe, it } from 'vitest';
import { ema } from '../../../src/views/indicators';
import { expectLine } from './closeTo';

// alpha = 2 / (period + 1); the first value is the SMA of the first `period` values.
describe('ema', () => {
  it.each([
    // alpha 0.5: seed (1+2+3)/3 = 2, then 0.5·4 + 0.5·2 = 3, 0.5·5 + 0.5·3 = 4
    { values: [1, 2, 3, 4, 5], period: 3, expected: [null, null, 2, 3, 4] },
    // alpha 2/3: seed 10.5, then 2/3·9 + 1/3·10.5 = 9.5, 2/3·12 + 1/3·9.5 = 11.1667
    { values: [10, 11, 9, 12], period: 2, expected: [null, 10.5, 9.5, 11.16667] },
    { values: [7, 7, 7], period: 2, expected: [null, 7, 7] },
    { values: [5], period: 2, expected: [null] },
  ])('smooths $values over $period', ({ values, period, expected }) => {
    expectLine(ema(values, period), expected);
  });

  it('seeds after leading nulls', () => {
    expectLine(ema([null, 2, 4, 6], 2), [null, null, 3, 5]);
  });
});
