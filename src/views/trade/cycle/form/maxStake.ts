import type { CyclePeriod } from '@contract/cycle';
import { add, compare, divFloor, isPositive, sub } from '../../../../decimal';
import { CYCLE_AMOUNT_DECIMALS, cycleCost } from '../../../../state/cycle';

const CENT = '0.01';

/**
 * The "Max" shortcut: the largest stake of the period that the available USDT pays with its fee (stake + fee ≤
 * available), never above the period's maximum; null when not even a cent is affordable. The fee rounds up, so the
 * first estimate may be a cent or two too high: it steps down until it fits.
 */
export function maxStake(available: string, period: CyclePeriod): string | null {
  let stake = divFloor(available, add('1', period.feeRate), CYCLE_AMOUNT_DECIMALS);
  if (stake === null) return null;
  if (compare(stake, period.maxStake) > 0) stake = period.maxStake;
  while (isPositive(stake) && compare(cycleCost(stake, period), available) > 0) stake = sub(stake, CENT);
  return isPositive(stake) ? stake : null;
}
