/**
 * Initial margin, fees and what an open order freezes (docs/futures.md, Orders). Every amount the user owes is
 * rounded up, so the exchange never lends a fraction of a unit.
 */
import { ONE } from '../../money';
import { divCeil } from './rounding';

export type OrderSide = 'buy' | 'sell';

/** N ÷ leverage, rounded up. */
export const initialMargin = (notional: bigint, leverage: number): bigint => divCeil(notional, BigInt(leverage));

/** N × fee rate (units of a fraction: 0.0005 → 50_000n), rounded up. */
export const feeOf = (notional: bigint, feeRate: bigint): bigint => divCeil(notional * feeRate, ONE);

/**
 * The price an open order's margin is reserved at: the limit price, or for a market order the worst price it may
 * fill at — the mark + 5 % for a buy (rounded up), the mark for a sell.
 */
export function reservationPrice(side: OrderSide, limitPrice: bigint | null, mark: bigint): bigint {
  if (limitPrice !== null) return limitPrice;
  return side === 'buy' ? divCeil(mark * 105n, 100n) : mark;
}

export interface FrozenForOrder {
  margin: bigint;
  fee: bigint;
  total: bigint;
}

/** An open order freezes N ÷ leverage + N × takerFee, N at its reservation price. */
export function frozenForOrder(notional: bigint, leverage: number, takerFee: bigint): FrozenForOrder {
  const margin = initialMargin(notional, leverage);
  const fee = feeOf(notional, takerFee);
  return { margin, fee, total: margin + fee };
}
