import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_AMOUNT, parseAmount } from '../../../server/ledger/amount';
import { fromUnits } from '../../../server/money';

describe('parseAmount', () => {
  it.each([
    ['1', 100_000_000n],
    ['0.00000001', 1n],
    ['1.50000000000', 150_000_000n],
    ['10000000000', MAX_REQUEST_AMOUNT],
  ])('reads %s', (value, units) => {
    expect(parseAmount(value, 'amount')).toBe(units);
  });

  it.each([
    ['0', 422, 'amountMustBePositive'],
    ['0.000000000', 422, 'amountMustBePositive'],
    ['0.000000001', 400, 'tooManyDecimals'],
    ['1.123456789', 400, 'tooManyDecimals'],
    [fromUnits(MAX_REQUEST_AMOUNT + 1n), 422, 'amountTooLarge'],
    ['-1', 400, 'invalidAmount'],
    ['1e5', 400, 'invalidAmount'],
    ['NaN', 400, 'invalidAmount'],
    ['', 400, 'invalidAmount'],
    ['01', 400, 'invalidAmount'],
  ])('refuses %s with %i %s', (value, status, key) => {
    expect(() => parseAmount(value, 'amount')).toThrow(
      expect.objectContaining({ status, key, params: expect.objectContaining({ field: 'amount' }) }),
    );
  });

  it('uses the caller key for zero', () => {
    expect(() => parseAmount('0', 'quantity', 'quantityMustBePositive')).toThrow(
      expect.objectContaining({ key: 'quantityMustBePositive' }),
    );
  });
});
