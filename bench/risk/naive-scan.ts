/**
 * The baseline: on every tick, value every open position at the mark and compare its margin balance with its
 * maintenance margin, as a risk engine without an index must.
 */
import { isBelowMaintenance, reaches, tpSlDirection } from '../../server/futures/math';
import type { BenchPosition } from './positions';

/** The positions whose margin balance at `mark` is below their maintenance margin. */
export function naiveCrossed(positions: readonly BenchPosition[], mark: bigint): string[] {
  const found: string[] = [];
  for (const p of positions) if (isBelowMaintenance(p, mark)) found.push(p.id);
  return found;
}

/** The TP/SL triggers at `mark`, by scanning every position. */
export function naiveTpSl(positions: readonly BenchPosition[], mark: bigint): number {
  let found = 0;
  for (const p of positions) {
    if (reaches(tpSlDirection(p.side, 'takeProfit'), mark, p.takeProfit)) found++;
    if (reaches(tpSlDirection(p.side, 'stopLoss'), mark, p.stopLoss)) found++;
  }
  return found;
}
