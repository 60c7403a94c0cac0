import { describe, expect, it } from 'vitest';
import { cycleCost, cycleFee, cycleProfit, cycleReturn, stakeProblem } from '../../../src/state/cycle';
import { CYCLE_PERIODS } from '../../helpers/cycle-fixtures';

const period = (seconds: number) => {
  const row = CYCLE_PERIODS.find((p) => p.seconds === seconds);
  if (!row) throw new Error(`no period ${seconds}`);
  return row;
};

describe('cycle amounts (docs/cycle.md: fee rounded up, profit rounded down, to 0.01 USDT)', () => {
  it.each([
    // seconds, stake, fee, profit, return, cost
    [30, '10', '0.01', '8.00', '18.00', '10.01'],
    [30, '10.01', '0.02', '8.00', '18.01', '10.03'],
    [30, '100', '0.10', '80.00', '180.00', '100.10'],
    [30, '5000', '5.00', '4000.00', '9000.00', '5005.00'],
    [60, '123.45', '0.13', '101.22', '224.67', '123.58'],
    [60, '10000', '10.00', '8200.00', '18200.00', '10010.00'],
    [120, '99.99', '0.10', '84.99', '184.98', '100.09'],
    [120, '20000.00', '20.00', '17000.00', '37000.00', '20020.00'],
    [300, '10.5', '0.02', '9.24', '19.74', '10.52'],
    [300, '50000', '50.00', '44000.00', '94000.00', '50050.00'],
  ])('%i s, stake %s: fee %s, profit %s, return %s, cost %s', (seconds, stake, fee, profit, back, cost) => {
    expect(cycleFee(stake, period(seconds))).toBe(fee);
    expect(cycleProfit(stake, period(seconds))).toBe(profit);
    expect(cycleReturn(stake, period(seconds))).toBe(back);
    expect(cycleCost(stake, period(seconds))).toBe(cost);
  });
});

describe('stakeProblem', () => {
  it.each<[string, number, string | null, ReturnType<typeof stakeProblem>]>([
    ['', 30, '100', 'empty'],
    ['   ', 30, '100', 'empty'],
    ['1e3', 30, '100', 'empty'],
    ['0', 30, '100', 'zero'],
    ['0.00', 30, '100', 'zero'],
    ['-5', 30, '100', 'zero'],
    ['10.001', 30, '100', 'decimals'],
    ['9.99', 30, '100', 'belowMin'],
    ['10', 30, '100', null],
    ['5000', 30, null, null],
    ['5000.01', 30, null, 'aboveMax'],
    ['5000.01', 60, null, null],
    ['50000.01', 300, null, 'aboveMax'],
    ['99.90', 30, '100', null],
    ['99.91', 30, '100', 'balance'],
    ['100', 30, '100', 'balance'],
    [' 12.5 ', 30, '100', null],
  ])('stake "%s" for %i s with %s available → %s', (stake, seconds, available, expected) => {
    expect(stakeProblem(stake, period(seconds), available)).toBe(expected);
  });
});
