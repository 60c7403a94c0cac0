import { describe, expect, it } from 'vitest';
import { fundingRate, intervalStart, markOf, midOf, nextEma, premiumOf } from '../../../../server/futures/price/mark-math';
import { toUnits } from '../../../../server/money';

const u = toUnits;
const neg = (v: string) => -toUnits(v);

describe('mark price formulas (docs/futures.md, hand-computed)', () => {
  it.each([
    ['both sides: their middle, rounded down', { bid: u('100.00'), ask: u('100.03'), last: u('90') }, u('100.015')],
    ['odd unit sum rounds down', { bid: 1n, ask: 2n, last: null }, 1n],
    ['one side empty: the last trade', { bid: u('101'), ask: null, last: u('99.5') }, u('99.5')],
    ['one side empty, never traded: the index', { bid: null, ask: u('101'), last: null }, u('100')],
    ['both sides empty: the index, whatever the last trade', { bid: null, ask: null, last: u('99.5') }, u('100')],
    ['no book: the index', null, u('100')],
  ])('mid: %s', (_, top, expected) => {
    expect(midOf(top, u('100'))).toBe(expected);
  });

  it.each([
    // basis 1.5 clamped to 0.5 (0.5 % of 100); 0.5 × 2 / 31 = 0.03225806|45 → toward zero
    ['clamped up', 0n, u('101.5'), u('0.03225806')],
    ['clamped down, rounded toward zero', 0n, u('98'), neg('0.03225806')],
    // basis 0.2: 0.1 + (0.2 − 0.1) × 2 / 31 = 0.1 + 0.00645161|29
    ['inside the band', u('0.1'), u('100.2'), u('0.10645161')],
    // basis 0: −0.1 + 0.1 × 2 / 31
    ['back towards zero', neg('0.1'), u('100'), neg('0.09354839')],
  ])('EMA step: %s', (_, ema, mid, expected) => {
    expect(nextEma(ema, mid, u('100'))).toBe(expected);
  });

  it.each([
    [u('0.03225806'), 2, u('100.03')],
    [u('0.005'), 2, u('100.01')],
    [u('0.00499999'), 2, u('100.00')],
    [neg('0.005'), 2, u('100.00')],
    [neg('0.00500001'), 2, u('99.99')],
    [u('0.00004'), 4, u('100')],
    [u('0.00005'), 4, u('100.0001')],
  ])('mark = index 100 + EMA %s to the tick of %i decimals', (ema, precision, expected) => {
    expect(markOf(u('100'), ema, precision)).toBe(expected);
  });

  it('premium is (mark − index) / index in 1e-8, toward zero', () => {
    expect(premiumOf(u('100.03'), u('100'))).toBe(30_000n);
    expect(premiumOf(u('99.97'), u('100'))).toBe(-30_000n);
    // 1 / 3 of a percent of … : 0.01 / 3 = 0.00333333|3
    expect(premiumOf(u('3.01'), u('3'))).toBe(333_333n);
    expect(premiumOf(u('2.99'), u('3'))).toBe(-333_333n);
  });

  const I = 10_000n; // 0.01 %
  const CAP = 300_000n; // 0.3 %
  it.each([
    ['a premium near the interest rate pays the interest rate', 30_000n, 10_000n],
    ['a premium of 0.1 % keeps 0.05 % of it', 100_000n, 50_000n],
    ['a negative premium', -30_000n, -30_000n + 40_000n],
    ['a large premium is capped', 500_000n, CAP],
    ['a large discount is capped', -1_000_000n, -CAP],
  ])('funding rate: %s', (_, premium, expected) => {
    expect(fundingRate(premium, I, CAP)).toBe(expected);
  });

  it('funding intervals start at 00:00, 08:00 and 16:00 UTC', () => {
    const h8 = 8 * 3_600_000;
    expect(intervalStart(Date.UTC(2026, 0, 1, 9, 30), h8)).toBe(Date.UTC(2026, 0, 1, 8));
    expect(intervalStart(Date.UTC(2026, 0, 1, 16), h8)).toBe(Date.UTC(2026, 0, 1, 16));
    expect(intervalStart(Date.UTC(2026, 0, 1, 23, 59, 59, 999), h8)).toBe(Date.UTC(2026, 0, 1, 16));
  });
});
