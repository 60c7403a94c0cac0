/**
 * The mark price and funding-rate formulas of docs/futures.md ("Index, mark, tick log" and "Funding") on exact
 * integers: prices in 1e-8 units, fractions (premium, rates) in 1e-8 units too. Pure: the price service keeps the state.
 */
import { ONE } from '../../money';
import type { BookTop } from './book-top';

/** EMA over 30 ticks: α = 2 / (30 + 1) */
const EMA_NUMERATOR = 2n;
const EMA_DENOMINATOR = 31n;
/** the basis is clamped to ±0.5 % of the index */
const BASIS_BOUND_PER_MILLE = 5n;
/** the interest part may move the average premium by at most ±0.05 % */
const INTEREST_BAND = 50_000n;

const clamp = (x: bigint, low: bigint, high: bigint): bigint => (x < low ? low : x > high ? high : x);

/** The middle of the book; the last trade when one side is empty; the index when the book is. */
export function midOf(top: BookTop | null, index: bigint): bigint {
  if (top?.bid != null && top.ask != null) return (top.bid + top.ask) / 2n;
  if (top && (top.bid != null || top.ask != null) && top.last != null) return top.last;
  return index;
}

/** One EMA step towards the clamped basis of `mid` over `index`; the step is rounded toward zero. */
export function nextEma(ema: bigint, mid: bigint, index: bigint): bigint {
  const bound = (index * BASIS_BOUND_PER_MILLE) / 1000n;
  const basis = clamp(mid - index, -bound, bound);
  return ema + ((basis - ema) * EMA_NUMERATOR) / EMA_DENOMINATOR;
}

/** index + EMA to the nearest tick of `pricePrecision` decimals (a half tick up). */
export function markOf(index: bigint, ema: bigint, pricePrecision: number): bigint {
  const tick = ONE / 10n ** BigInt(pricePrecision);
  const raw = index + ema;
  const floor = raw - (((raw % tick) + tick) % tick);
  return raw - floor >= (tick + 1n) / 2n ? floor + tick : floor;
}

/** (mark − index) / index as a fraction in 1e-8 units, rounded toward zero. */
export const premiumOf = (mark: bigint, index: bigint): bigint => ((mark - index) * ONE) / index;

/** F = clamp(P + clamp(I − P, ±0.05 %), ±cap); every argument and the result are fractions in 1e-8 units. */
export function fundingRate(averagePremium: bigint, interest: bigint, cap: bigint): bigint {
  return clamp(averagePremium + clamp(interest - averagePremium, -INTEREST_BAND, INTEREST_BAND), -cap, cap);
}

/** Start of the funding interval that contains `ts` (intervals are aligned on the epoch: 00:00, 08:00, 16:00 UTC). */
export const intervalStart = (ts: number, intervalMs: number): number => Math.floor(ts / intervalMs) * intervalMs;
