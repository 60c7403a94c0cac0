/**
 * The estimated liquidation price the trade form shows while the user types: Binance's one-way formula of
 * docs/futures.md, the same the server computes (server/futures/math/liquidation-price.ts), here on decimal strings
 * because the client may not import server code.
 *   LP = (WB − TMM1 + UPNL1 + cum − side × Q × EP) / (Q × MMR − side × Q)
 */
import type { MarginTier, PositionSide } from '@contract/futures';
import { add, compare, divFloor, isPositive, mul, sub } from '../../decimal';

export interface LiquidationEstimateInput {
  side: PositionSide;
  /** Q, base asset (lots × contract size) */
  qty: string;
  /** Q × entry price, exact */
  cost: string;
  /** WB: isolated — the position's margin; cross — the contract wallet (available + frozen + cross margins) */
  walletBalance: string;
  /** TMM1 and UPNL1: the user's OTHER cross positions ("0" for isolated) */
  otherMaintenance: string;
  otherUnrealisedPnl: string;
  tiers: readonly MarginTier[];
  pricePrecision: number;
}

/** The tick of a price precision: 2 → "0.01", 0 → "1". */
export const tickOf = (pricePrecision: number): string => (pricePrecision === 0 ? '1' : `0.${'0'.repeat(pricePrecision - 1)}1`);

/** −1, 0 or 1 as a / b compares with x (b ≠ 0), without dividing. */
const compareQuotient = (a: string, b: string, x: string): number => compare(isPositive(b) ? a : mul(x, b), isPositive(b) ? mul(x, b) : a);

/** a / b on the grid of `digits` decimals, rounded up or down, for a positive quotient. */
function roundedQuotient(a: string, b: string, digits: number, up: boolean): string {
  const [num, den] = isPositive(b) ? [a, b] : [sub('0', a), sub('0', b)];
  const down = divFloor(num, den, digits) as string;
  return up && compare(mul(down, den), num) !== 0 ? add(down, tickOf(digits)) : down;
}

/**
 * The liquidation price on the tick grid, rounded to the safe side (up for a long, down for a short); "0" when a long
 * cannot be liquidated; one tick for a short already below maintenance at any price.
 */
export function estimateLiquidationPrice(p: LiquidationEstimateInput): string {
  if (!isPositive(p.qty)) return '0';
  const side = p.side === 'long' ? '1' : '-1';
  const tick = tickOf(p.pricePrecision);
  const last = p.tiers.length - 1;
  for (const [i, tier] of p.tiers.entries()) {
    const base = add(sub(p.walletBalance, p.otherMaintenance), add(p.otherUnrealisedPnl, tier.maintenanceAmount));
    const numerator = sub(base, mul(side, p.cost));
    const rate = sub(tier.maintenanceRate, side);
    // the notional at LP is Q × LP = numerator ÷ (MMR − side): it must fall in this bracket
    if (compareQuotient(numerator, rate, tier.notionalFloor) < 0) continue;
    if (i < last && compareQuotient(numerator, rate, tier.notionalCap) >= 0) continue;
    if (compareQuotient(numerator, rate, '0') <= 0) break;
    const price = roundedQuotient(numerator, mul(p.qty, rate), p.pricePrecision, p.side === 'long');
    return p.side === 'short' && compare(price, tick) < 0 ? tick : price;
  }
  return p.side === 'long' ? '0' : tick;
}
