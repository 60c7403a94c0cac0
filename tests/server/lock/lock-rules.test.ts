/**
 * The rules of docs/lock-mining.md as tables: the daily dividend (rounded down to 0.01 USDT), the penalty (rounded up
 * to 0.01 USDT), and the dates of an order (start the next 00:00 UTC, dividend day k due at start + k days, end =
 * start + cycle days) across month ends, a year end and the 2028 leap day.
 */
import { describe, expect, it } from 'vitest';
import { lockDaysDue, lockDividendDue, lockEndDate, lockStartDate } from '@contract/lock-dates';
import { dividendOf, penaltyOf } from '../../../server/lock/lock-math';
import { fromUnits, toUnits } from '../../../server/money';

const usdt = (units: bigint) => fromUnits(units, 2);
const iso = (ms: number) => new Date(ms).toISOString();

describe('daily dividend = principal × daily rate, rounded down to 0.01 USDT', () => {
  it.each([
    ['100', '0.0030', '0.30'],
    ['333.33', '0.0030', '0.99'],
    ['50', '0.0030', '0.15'],
    ['50000', '0.0030', '150.00'],
    ['123.45', '0.0040', '0.49'],
    ['999.99', '0.0050', '4.99'],
    ['500', '0.0060', '3.00'],
    ['500000', '0.0060', '3000.00'],
    ['1.99', '0.0030', '0.00'],
  ])('%s USDT at %s → %s', (principal, rate, dividend) => {
    expect(usdt(dividendOf(toUnits(principal), rate))).toBe(dividend);
  });
});

describe('penalty = principal × penalty rate, rounded up to 0.01 USDT', () => {
  it.each([
    ['100', '0.0200', '2.00'],
    ['1000', '0.0200', '20.00'],
    ['333.33', '0.0200', '6.67'],
    ['100.01', '0.0300', '3.01'],
    ['123.45', '0.0500', '6.18'],
    ['500', '0.0800', '40.00'],
    ['0.01', '0.0200', '0.01'],
  ])('%s USDT at %s → %s', (principal, rate, penalty) => {
    expect(usdt(penaltyOf(toUnits(principal), rate))).toBe(penalty);
  });
});

describe('dates: start the next 00:00 UTC, end = start + cycle days', () => {
  it.each([
    ['2028-02-15T10:00:00Z', 30, '2028-02-16', '2028-03-17'],
    ['2027-02-15T10:00:00Z', 30, '2027-02-16', '2027-03-18'],
    ['2028-02-28T23:59:59.999Z', 7, '2028-02-29', '2028-03-07'],
    ['2028-02-29T00:00:00Z', 7, '2028-03-01', '2028-03-08'],
    ['2026-01-31T12:00:00Z', 30, '2026-02-01', '2026-03-03'],
    ['2026-04-30T08:00:00Z', 15, '2026-05-01', '2026-05-16'],
    ['2026-12-31T18:00:00Z', 7, '2027-01-01', '2027-01-08'],
    ['2026-11-24T00:00:00Z', 90, '2026-11-25', '2027-02-23'],
  ])('subscribed %s for %i days: %s … %s', (at, days, start, end) => {
    const t = Date.parse(at);
    expect(iso(lockStartDate(t))).toBe(`${start}T00:00:00.000Z`);
    expect(iso(lockEndDate(t, days))).toBe(`${end}T00:00:00.000Z`);
  });

  it('a 30-day order from 2028-02-15 pays day 14 (for 2028-02-29) on 2028-03-01 and day 30 at the end date', () => {
    const start = lockStartDate(Date.parse('2028-02-15T10:00:00Z'));
    expect(iso(lockDividendDue(start, 1))).toBe('2028-02-17T00:00:00.000Z');
    expect(iso(lockDividendDue(start, 14))).toBe('2028-03-01T00:00:00.000Z');
    expect(iso(lockDividendDue(start, 30))).toBe(iso(lockEndDate(Date.parse('2028-02-15T10:00:00Z'), 30)));
  });

  it.each([
    ['2028-02-16T00:00:00Z', 0],
    ['2028-02-16T23:59:59.999Z', 0],
    ['2028-02-17T00:00:00Z', 1],
    ['2028-02-18T00:00:01Z', 2],
    ['2028-03-17T00:00:00Z', 30],
    ['2029-01-01T00:00:00Z', 30],
    ['2028-02-15T12:00:00Z', 0],
  ])('days due at %s: %i', (now, due) => {
    expect(lockDaysDue(lockStartDate(Date.parse('2028-02-15T10:00:00Z')), 30, Date.parse(now))).toBe(due);
  });
});
