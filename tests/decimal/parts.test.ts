import { describe, expect, it } from 'vitest';
import { fitFraction, roundFraction, toDecimalParts } from '../../src/decimal/parts';

describe('toDecimalParts', () => {
  it.each([
    ['1234.5', { negative: false, int: '1234', frac: '5' }],
    ['-0.00012', { negative: true, int: '0', frac: '00012' }],
    ['+007.10', { negative: false, int: '7', frac: '10' }],
    ['.5', { negative: false, int: '0', frac: '5' }],
    ['12.', { negative: false, int: '12', frac: '' }],
    ['123456789012345678901234.123456789012345678', { negative: false, int: '123456789012345678901234', frac: '123456789012345678' }],
    [' 42 ', { negative: false, int: '42', frac: '' }],
    ['1e-7', { negative: false, int: '0', frac: '00000010000000000000' }],
  ] as const)('reads %j', (input, parts) => {
    expect(toDecimalParts(input)).toEqual(parts);
  });

  it.each([
    [0.1, '1'],
    [-2.5, '5'],
    [1e21, ''],
  ])('reads the number %d', (input, frac) => {
    expect(toDecimalParts(input)?.frac).toBe(frac);
  });

  it.each(['', 'abc', '1.2.3', '-', '.', NaN, Infinity])('rejects %j', (input) => {
    expect(toDecimalParts(input)).toBeNull();
  });
});

describe('roundFraction (half away from zero, exact)', () => {
  it.each([
    ['1.005', 2, '1.01'],
    ['1.0049999999', 2, '1.00'],
    ['9.999', 2, '10.00'],
    ['-0.125', 2, '-0.13'],
    ['0.5', 0, '1.'],
    ['99999999999999999999.999999999', 8, '100000000000000000000.00000000'],
    ['1.2', 4, '1.2'],
  ] as const)('%s to %i digits is %s', (input, digits, expected) => {
    const d = roundFraction(toDecimalParts(input)!, digits);
    expect(`${d.negative ? '-' : ''}${d.int}.${d.frac}`).toBe(expected);
  });
});

describe('fitFraction', () => {
  it.each([
    ['1.5', 2, 8, '50'],
    ['1.123456789', 2, 8, '12345679'],
    ['1.10000000', 3, 8, '100'],
    ['1.00000001', 2, 8, '00000001'],
    ['3', 0, 8, ''],
  ] as const)('%s with %i..%i decimals keeps %j', (input, min, max, frac) => {
    expect(fitFraction(toDecimalParts(input)!, min, max).frac).toBe(frac);
  });
});
