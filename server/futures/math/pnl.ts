/** What a close releases, realised and unrealised PnL, ROE (docs/futures.md, Positions). */
import type { PositionSide } from '@contract/futures';
import { notional } from './notional';
import { divRoundHalfAway } from './rounding';

/** +1 for a long, −1 for a short. */
export const sideSign = (side: PositionSide): bigint => (side === 'long' ? 1n : -1n);

/**
 * The part of `amount` (a position's cost or margin) that closing `closedLots` of `heldLots` releases: rounded down,
 * and the last close releases what is left, so a position closed in any number of steps releases exactly `amount`.
 */
export function releasedShare(amount: bigint, closedLots: bigint, heldLots: bigint): bigint {
  if (closedLots <= 0n || closedLots > heldLots) throw new RangeError(`cannot close ${closedLots} of ${heldLots} lots`);
  return closedLots === heldLots ? amount : (amount * closedLots) / heldLots;
}

/** side × (fill notional − released cost). */
export const realisedPnl = (side: PositionSide, fillNotional: bigint, releasedCost: bigint): bigint =>
  sideSign(side) * (fillNotional - releasedCost);

/** side × (Q × mark − cost). */
export const unrealisedPnl = (side: PositionSide, qty: bigint, cost: bigint, mark: bigint): bigint =>
  sideSign(side) * (notional(qty, mark) - cost);

/** Unrealised PnL ÷ initial margin (cost ÷ leverage) in percent, 2 decimals rounded half away from zero: "12.50". */
export function roe(unrealised: bigint, cost: bigint, leverage: number): string {
  if (cost === 0n) return '0.00';
  const hundredths = divRoundHalfAway(unrealised * BigInt(leverage) * 10_000n, cost);
  const abs = hundredths < 0n ? -hundredths : hundredths;
  const digits = abs.toString().padStart(3, '0');
  return `${hundredths < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
