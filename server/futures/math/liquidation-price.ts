/**
 * Binance's one-way liquidation price (docs/futures.md):
 *   LP = (WB − TMM1 + UPNL1 + cum − side × Q × EP) / (Q × MMR − side × Q)
 * with Q × EP = cost exactly. It is the price at which the margin balance equals the maintenance margin; the bracket
 * (MMR, cum) is the one of the notional at LP, found by trying each. Rounded to the tick on the safe side (up for a
 * long, down for a short).
 */
import type { PositionSide } from '@contract/futures';
import { ONE } from '../../money';
import type { Bracket } from './brackets';
import { sideSign } from './pnl';
import { divCeil, divFloor, tickOf } from './rounding';

export interface LiquidationInput {
  side: PositionSide;
  /** Q, units of base */
  qty: bigint;
  /** Σ notional of the open fills still held (Q × entry price, exact) */
  cost: bigint;
  /** WB: isolated — the position's margin; cross — the contract wallet (available + frozen + cross margins) */
  walletBalance: bigint;
  /** TMM1: maintenance margin of the user's other cross positions (0 for isolated) */
  otherMaintenance: bigint;
  /** UPNL1: unrealised PnL of the user's other cross positions (0 for isolated) */
  otherUnrealisedPnl: bigint;
  brackets: readonly Bracket[];
  pricePrecision: number;
}

/** −1, 0 or 1 as a / d compares with x (d ≠ 0). */
const compareQuotient = (a: bigint, d: bigint, x: bigint): number => {
  const diff = d > 0n ? a - x * d : x * d - a;
  return diff > 0n ? 1 : diff < 0n ? -1 : 0;
};

/** A price as an exact fraction of units, `numerator / denominator` with a positive denominator. */
export interface ExactPrice {
  numerator: bigint;
  denominator: bigint;
}

/**
 * The exact liquidation price in units, or null when the margin balance stays above maintenance at every positive
 * price (a long) or is below it at every positive price (a short).
 */
export function exactLiquidationPrice(p: LiquidationInput): ExactPrice | null {
  if (p.qty <= 0n) throw new RangeError('a liquidation price needs a quantity');
  const side = sideSign(p.side);
  const last = p.brackets.length - 1;
  for (const [i, b] of p.brackets.entries()) {
    const numerator = p.walletBalance - p.otherMaintenance + p.otherUnrealisedPnl + b.amount - side * p.cost;
    const rate = b.rate - side * ONE; // MMR − side, units of a fraction
    // the notional at LP is Q × LP = numerator ÷ (MMR − side): it must fall in this bracket
    const scaledNumerator = numerator * ONE;
    if (compareQuotient(scaledNumerator, rate, b.floor) < 0) continue;
    if (i < last && compareQuotient(scaledNumerator, rate, b.cap) >= 0) continue;
    if (compareQuotient(scaledNumerator, rate, 0n) <= 0) return null;
    const denominator = p.qty * rate;
    return denominator > 0n
      ? { numerator: scaledNumerator * ONE, denominator }
      : { numerator: -scaledNumerator * ONE, denominator: -denominator };
  }
  return null;
}

/**
 * The liquidation price in units on the tick grid, rounded up for a long and down for a short (the exchange's safe
 * side). 0n when a long cannot be liquidated; a short already below maintenance at any price gets one tick, so any
 * mark reaches it.
 */
export function liquidationPrice(p: LiquidationInput): bigint {
  const tick = tickOf(p.pricePrecision);
  const exact = exactLiquidationPrice(p);
  if (exact === null) return p.side === 'long' ? 0n : tick;
  const divisor = exact.denominator * tick;
  if (p.side === 'long') return divCeil(exact.numerator, divisor) * tick;
  const ticks = divFloor(exact.numerator, divisor);
  return ticks < 1n ? tick : ticks * tick;
}
