/**
 * The maintenance-margin brackets of a perpetual (contract MarginTier, decimal strings) as units, and the bracket
 * lookup by notional. A notional in [floor, cap) uses that bracket; a notional at or above the last cap uses the last.
 */
import type { MarginTier } from '@contract/futures';
import { ONE, toUnits } from '../../money';
import { divCeil } from './rounding';

export interface Bracket {
  tier: number;
  /** notional floor and cap, units of USDT (1e-8); the cap is exclusive */
  floor: bigint;
  cap: bigint;
  maxLeverage: number;
  /** maintenance margin rate as units of a fraction: 0.004 → 400_000n */
  rate: bigint;
  /** Binance's "cum", units of USDT */
  amount: bigint;
}

export function toBrackets(tiers: readonly MarginTier[]): Bracket[] {
  if (tiers.length === 0) throw new RangeError('a perpetual needs at least one margin bracket');
  return tiers.map((t) => ({
    tier: t.tier,
    floor: toUnits(t.notionalFloor),
    cap: toUnits(t.notionalCap),
    maxLeverage: t.maxLeverage,
    rate: toUnits(t.maintenanceRate),
    amount: toUnits(t.maintenanceAmount),
  }));
}

/** The bracket whose range holds `notional` (units); above the last cap, the last. */
export function bracketOf(brackets: readonly Bracket[], notional: bigint): Bracket {
  for (const b of brackets) if (notional < b.cap) return b;
  return brackets[brackets.length - 1]!;
}

/** MM = N × rate − amount, with the bracket of N; rounded up (the exchange never under-asks for margin). */
export function maintenanceMargin(brackets: readonly Bracket[], notional: bigint): bigint {
  const b = bracketOf(brackets, notional);
  return divCeil(notional * b.rate, ONE) - b.amount;
}

/** The highest leverage a position of this notional may use. */
export const maxLeverageFor = (brackets: readonly Bracket[], notional: bigint): number => bracketOf(brackets, notional).maxLeverage;
