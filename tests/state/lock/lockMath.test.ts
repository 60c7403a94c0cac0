import { describe, expect, it } from 'vitest';
import { lockAllAmount, lockAmountProblem, lockDailyDividend, lockTotalEarnings, quotaLeftShare } from '../../../src/state/lock';
import { lockProduct } from '../../helpers/lock-fixtures';

describe('lock dividends (docs/lock-mining.md: principal × daily rate, rounded down to 0.01 USDT)', () => {
  it.each([
    ['100', '0.0030', '0.30'],
    ['333.33', '0.0030', '0.99'],
    ['50', '0.0030', '0.15'],
    ['100.01', '0.0040', '0.40'],
    ['0.01', '0.0030', '0.00'],
    ['50000', '0.0060', '300.00'],
  ])('%s USDT at %s a day → %s', (amount, rate, dividend) => {
    expect(lockDailyDividend(amount, rate)).toBe(dividend);
  });

  it.each([
    ['100', 7, '0.0030', '2.10'],
    ['333.33', 7, '0.0030', '6.93'],
    ['1000', 30, '0.0050', '150.00'],
    ['999.99', 90, '0.0060', '539.10'],
  ])('%s USDT for %s days at %s earns every day the same dividend: %s in all', (amount, cycleDays, dailyRate, total) => {
    expect(lockTotalEarnings(amount, { cycleDays, dailyRate })).toBe(total);
  });
});

describe('lockAmountProblem', () => {
  const product = lockProduct({ quotaLeft: '20000.00' });
  it.each<[string, string | null, ReturnType<typeof lockAmountProblem>]>([
    ['', '1000', 'empty'],
    ['abc', '1000', 'empty'],
    ['0', '1000', 'zero'],
    ['0.00', '1000', 'zero'],
    ['60.123', '1000', 'decimals'],
    ['49.99', '1000', 'belowMin'],
    ['50000.01', '100000', 'aboveMax'],
    ['20000.01', '100000', 'quota'],
    ['100.01', '100', 'balance'],
    ['100', '100', null],
    ['50', null, null],
  ])('%s with %s available → %s', (amount, available, problem) => {
    expect(lockAmountProblem(amount, product, available)).toBe(problem);
  });
});

describe('lockAllAmount', () => {
  it.each([
    ['1234.567', lockProduct(), '1234.56'],
    ['80000', lockProduct(), '50000.00'],
    ['80000', lockProduct({ quotaLeft: '3000.00' }), '3000.00'],
    ['0', lockProduct(), '0.00'],
  ])('%s available → %s (the first limit that binds)', (available, product, all) => {
    expect(lockAllAmount(available, product)).toBe(all);
  });
});

describe('quotaLeftShare', () => {
  it.each([
    ['1000000', '1000000', 1],
    ['250000', '1000000', 0.25],
    ['0', '1000000', 0],
    ['5', '0', 0],
  ])('%s left of %s → %s', (quotaLeft, totalQuota, share) => {
    expect(quotaLeftShare({ quotaLeft, totalQuota })).toBe(share);
  });
});
