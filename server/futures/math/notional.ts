/**
 * Quantities and notionals. A quantity is a whole number of lots; Q = lots × contractSize is the base quantity in
 * units (1e-8), and a notional N = Q × price in units of USDT.
 */
import { ONE } from '../../money';
import { divRoundHalfAway, tickOf } from './rounding';

/** lots × contract size (units of base) → Q (units of base). */
export const positionQty = (lots: bigint, contractSize: bigint): bigint => lots * contractSize;

/** Q × price, rounded down. */
export const notional = (qty: bigint, price: bigint): bigint => (qty * price) / ONE;

/** The entry price (exact: cost ÷ Q) as shown, rounded half up to the symbol's price precision. */
export function entryPrice(cost: bigint, qty: bigint, pricePrecision: number): bigint {
  if (qty === 0n) return 0n;
  const tick = tickOf(pricePrecision);
  return divRoundHalfAway(cost * ONE, qty * tick) * tick;
}
