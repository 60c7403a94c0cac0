import { describe, expect, it } from 'vitest';
import {
  add,
  canonical,
  compare,
  divFloor,
  floorTo,
  fractionDigits,
  isDecimal,
  isPositive,
  mul,
  percentOf,
  sub,
  sum,
} from '../../src/decimal/exact';

describe('exact decimal arithmetic', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['64000.00', '0.00001', '64000.00001'],
    ['-1.5', '1.5', '0.0'],
    ['999999999999999999.99', '0.01', '1000000000000000000.00'],
  ])('add(%s, %s) = %s', (a, b, out) => expect(add(a, b)).toBe(out));

  it.each([
    ['0.3', '0.1', '0.2'],
    ['1', '1.25', '-0.25'],
  ])('sub(%s, %s) = %s', (a, b, out) => expect(sub(a, b)).toBe(out));

  it.each([
    ['0.1', '3', '0.3'],
    ['64123.45', '0.12345', '7916.0399025'],
    ['1.10', '1.10', '1.2100'],
    ['0', '5.5', '0.0'],
  ])('mul(%s, %s) = %s', (a, b, out) => expect(mul(a, b)).toBe(out));

  it('compares across scales', () => {
    expect(compare('5', '5.000')).toBe(0);
    expect(compare('0.30000000000000004', '0.3')).toBe(1);
    expect(compare('-2', '1')).toBe(-1);
  });

  it('divides and floors to the wanted decimals', () => {
    expect(divFloor('10000', '64000.00', 5)).toBe('0.15625');
    expect(divFloor('100', '3', 4)).toBe('33.3333');
    expect(divFloor('2', '3', 0)).toBe('0');
    expect(divFloor('1', '0', 2)).toBeNull();
  });

  it('takes percentages without rounding up', () => {
    expect(percentOf('0.5', 25, 5)).toBe('0.12500');
    expect(percentOf('0.33333', 75, 5)).toBe('0.24999');
    expect(percentOf('10000.12345678', 100, 2)).toBe('10000.12');
  });

  it('floors, counts decimals, tells positives, sums and canonicalises', () => {
    expect(floorTo('1.23999', 2)).toBe('1.23');
    expect(floorTo('1.2', 4)).toBe('1.2');
    expect(fractionDigits('1.50')).toBe(2);
    expect(isPositive('0.000')).toBe(false);
    expect(isPositive('0.001')).toBe(true);
    expect(sum(['0.1', '0.2', '0.3'])).toBe('0.6');
    expect(canonical('007.50')).toBe('7.50');
    expect(canonical('5.')).toBe('5');
  });

  it('accepts plain decimals only', () => {
    expect(isDecimal('12.5')).toBe(true);
    expect(isDecimal('1e-7')).toBe(false);
    expect(isDecimal('')).toBe(false);
    expect(() => mul('abc', '1')).toThrow(RangeError);
  });
});
