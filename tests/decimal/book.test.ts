import { describe, expect, it } from 'vitest';
import { compareDecimal, isZeroDecimal } from '../../src/decimal/book';

describe('compareDecimal', () => {
  it.each([
    ['1', '2', -1],
    ['10', '9', 1],
    ['64000.50', '64000.5', 0],
    ['5', '5.00', 0],
    ['5.01', '5', 1],
    ['0.0001', '0.001', -1],
    ['99999.99', '100000.00', -1],
    ['64001.00', '64000.99', 1],
    ['0.000000000000000001', '0', 1],
  ])('%s vs %s → %i', (a, b, sign) => {
    // `|| 0` folds -0 into 0: only the sign matters
    expect(Math.sign(compareDecimal(a, b)) || 0).toBe(sign);
    expect(Math.sign(compareDecimal(b, a)) || 0).toBe(-sign || 0);
  });
});

describe('isZeroDecimal', () => {
  it.each([
    ['0', true],
    ['0.0000', true],
    ['0.0001', false],
    ['10', false],
    ['1.5', false],
  ])('%s → %s', (value, zero) => {
    expect(isZeroDecimal(value)).toBe(zero);
  });
});
