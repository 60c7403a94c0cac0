import type { PerpetualInfo, Position } from '@contract/futures';
import { add, divFloor, isDecimal, isPositive, mul, sum } from '../../../../decimal';
import { baseQuantity, costOf, estimateLiquidationPrice } from '../../../../state/futures';
import type { FuturesFormState } from './futuresFormState';

export interface FormLiquidationContext {
  info: Pick<PerpetualInfo, 'symbol' | 'contractSize' | 'tiers' | 'pricePrecision'>;
  leverage: number;
  marginMode: 'cross' | 'isolated';
  mark: string;
  /** contract available and frozen; null while unknown */
  available: string | null;
  frozen: string;
  positions: readonly Position[];
}

/**
 * The liquidation price the position would have once this order filled (docs/futures.md), for the form to show while
 * the user types; null when there is nothing to estimate (no lots, no price, a position of the other side, unknown
 * balance for cross). An order adds to the user's position of the same side at the order's price.
 */
export function formLiquidationPrice(form: FuturesFormState, ctx: FormLiquidationContext): string | null {
  const price = form.type === 'limit' ? form.price : ctx.mark;
  if (!/^\d+$/.test(form.lots) || !isPositive(form.lots) || !isDecimal(price) || !isPositive(price)) return null;
  const held = ctx.positions.find((p) => p.symbol === ctx.info.symbol);
  if (held && held.side !== form.side) return null;
  const size = ctx.info.contractSize;
  const addedQty = baseQuantity(form.lots, size);
  const addedCost = mul(addedQty, price);
  const addedMargin = divFloor(addedCost, String(ctx.leverage), 8) as string;
  const qty = held ? add(baseQuantity(held.quantity, size), addedQty) : addedQty;
  const cost = held ? add(costOf(held, size), addedCost) : addedCost;
  const others = ctx.positions.filter((p) => p.marginMode === 'cross' && p.symbol !== ctx.info.symbol);
  let walletBalance: string;
  if (ctx.marginMode === 'isolated') {
    walletBalance = held ? add(held.margin, addedMargin) : addedMargin;
  } else {
    if (ctx.available === null) return null;
    const crossMargins = sum(ctx.positions.filter((p) => p.marginMode === 'cross').map((p) => p.margin));
    walletBalance = add(add(ctx.available, ctx.frozen), crossMargins);
  }
  return estimateLiquidationPrice({
    side: form.side,
    qty,
    cost,
    walletBalance,
    otherMaintenance: ctx.marginMode === 'cross' ? sum(others.map((p) => p.maintenanceMargin)) : '0',
    otherUnrealisedPnl: ctx.marginMode === 'cross' ? sum(others.map((p) => p.unrealizedPnl)) : '0',
    tiers: ctx.info.tiers,
    pricePrecision: ctx.info.pricePrecision,
  });
}
