import { describe, expect, it } from 'vitest';
import { remainingShare, secondsLeft } from '../../../../src/views/trade/cycle/orders/countdown';
import { maxStake } from '../../../../src/views/trade/cycle/form/maxStake';
import { formatRate } from '../../../../src/views/trade/cycle/form/ratePercent';
import { comparePrices, outcomeAt } from '../../../../src/views/trade/cycle/outcome';
import { CYCLE_PERIODS } from '../../../helpers/cycle-fixtures';

const [P30, , , P300] = CYCLE_PERIODS as [(typeof CYCLE_PERIODS)[number], unknown, unknown, (typeof CYCLE_PERIODS)[number]];

describe('the Max stake: the most the available USDT pays with its fee, within the period', () => {
  it.each([
    // 1000 / 1.001 = 999.000999… → 999.00, fee 1.00 (0.999 up): 1000.00 fits exactly
    ['1000', P30, '999.00'],
    // 10.01 pays 10 + 0.01 fee
    ['10.01', P30, '10.00'],
    // 100.09 / 1.001 = 99.99 → fee 0.10 (0.09999 up) makes 100.09: fits
    ['100.09', P30, '99.99'],
    // 100.05 / 1.001 = 99.95 → fee 0.10, cost 100.05: fits
    ['100.05', P30, '99.95'],
    // far more than the period allows: its maximum
    ['1000000', P30, '5000'],
    ['1000000', P300, '50000'],
    ['0', P30, null],
    ['0.01', P30, null],
  ])('available %s → %s', (available, period, expected) => {
    expect(maxStake(available, period)).toBe(expected);
  });

  it('never offers a stake whose cost exceeds what is available', () => {
    for (let cents = 1; cents < 5000; cents += 7) {
      const available = (cents / 100).toFixed(2);
      const stake = maxStake(available, P30);
      if (stake === null) continue;
      const fee = Math.ceil(Number(stake) * 0.1 - 1e-9) / 100;
      expect(Number(stake) + fee).toBeLessThanOrEqual(Number(available) + 1e-9);
    }
  });
});

describe('rates as the rule writes them', () => {
  it.each([
    ['0.80', '80%'],
    ['0.8', '80%'],
    ['0.825', '82.5%'],
    ['0.001', '0.1%'],
    ['0.0015', '0.15%'],
  ])('%s → %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });
});

describe('docs/cycle.md: up wins above the entry, down below, equal is a tie', () => {
  it.each([
    ['up', '100.00', '100.01', 'win'],
    ['up', '100.00', '99.99', 'lose'],
    ['up', '100.00', '100', 'tie'],
    ['down', '100.00', '99.99', 'win'],
    ['down', '100.00', '100.01', 'lose'],
    ['down', '100.00', '100.000', 'tie'],
  ] as const)('%s from %s, exit %s → %s', (direction, entry, exit, outcome) => {
    expect(outcomeAt(direction, entry, exit)).toBe(outcome);
  });

  it('names the comparison that decided', () => {
    expect([comparePrices('2', '1'), comparePrices('1', '2'), comparePrices('1.0', '1')]).toEqual(['above', 'below', 'equal']);
  });
});

describe('the countdown', () => {
  it('counts whole seconds up, and 0 only once expiry has passed', () => {
    expect([secondsLeft(40_000, 10_000), secondsLeft(40_000, 39_001), secondsLeft(40_000, 40_000), secondsLeft(40_000, 45_000)]).toEqual([
      30, 1, 0, 0,
    ]);
  });

  it('gives the share of the period left, kept within 0 and 1', () => {
    expect([
      remainingShare(10_000, 40_000, 10_000),
      remainingShare(10_000, 40_000, 25_000),
      remainingShare(10_000, 40_000, 50_000),
    ]).toEqual([1, 0.5, 0]);
    expect(remainingShare(10_000, 40_000, 0)).toBe(1);
  });
});
