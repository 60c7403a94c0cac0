import type { CyclePeriod } from '@contract/cycle';
import { add, compare, floorTo, isDecimal, isPositive, mul } from '../../decimal';

/** Stakes, fees and payouts are USDT with 2 decimals (CycleRules.amountPrecision, docs/cycle.md). */
export const CYCLE_AMOUNT_DECIMALS = 2;
const CENT = '0.01';

/** Always 2 decimals ("8" → "8.00"), as the server writes amounts. */
const withCents = (value: string) => add(value, '0.00');

/** Rounded up to the cent: floorTo cuts towards zero, so a positive value with a cut remainder gains one cent. */
function ceilToCents(value: string): string {
  const down = floorTo(value, CYCLE_AMOUNT_DECIMALS);
  return withCents(compare(down, value) === 0 ? down : add(down, CENT));
}

/** The fee paid on top of the stake: stake × feeRate rounded up to 0.01 USDT (docs/cycle.md). */
export function cycleFee(stake: string, period: CyclePeriod): string {
  return ceilToCents(mul(stake, period.feeRate));
}

/** The profit on a win: stake × payoutRate rounded down to 0.01 USDT (docs/cycle.md). */
export function cycleProfit(stake: string, period: CyclePeriod): string {
  return withCents(floorTo(mul(stake, period.payoutRate), CYCLE_AMOUNT_DECIMALS));
}

/** What a win credits back (the expected return the page shows): stake + profit. */
export function cycleReturn(stake: string, period: CyclePeriod): string {
  return withCents(add(stake, cycleProfit(stake, period)));
}

/** What accepting the order takes from the available USDT: stake + fee. */
export function cycleCost(stake: string, period: CyclePeriod): string {
  return withCents(add(stake, cycleFee(stake, period)));
}

export type StakeProblem = 'empty' | 'zero' | 'belowMin' | 'aboveMax' | 'decimals' | 'balance';

/**
 * Why a typed stake cannot be sent, in the order the page reports them, or null when it can. `available` is the spot
 * USDT available balance; unknown (null, still loading) is left to the server, which checks it anyway.
 */
export function stakeProblem(stake: string, period: CyclePeriod, available: string | null | undefined): StakeProblem | null {
  const text = stake.trim();
  if (text === '' || !isDecimal(text)) return 'empty';
  if (!isPositive(text)) return 'zero';
  if ((text.split('.')[1] ?? '').length > CYCLE_AMOUNT_DECIMALS) return 'decimals';
  if (compare(text, period.minStake) < 0) return 'belowMin';
  if (compare(text, period.maxStake) > 0) return 'aboveMax';
  if (available != null && compare(cycleCost(text, period), available) > 0) return 'balance';
  return null;
}
