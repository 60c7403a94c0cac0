/**
 * The margin balance of a position at a price and the liquidation test itself: liquidated when the margin balance
 * falls below the maintenance margin. The liquidation price is the root of this test; the naive risk scan and the
 * property tests use it directly.
 */
import { maintenanceMargin } from './brackets';
import type { LiquidationInput } from './liquidation-price';
import { notional } from './notional';
import { unrealisedPnl } from './pnl';

/** WB − TMM1 + UPNL1 + this position's unrealised PnL at `price`. */
export const marginBalance = (p: LiquidationInput, price: bigint): bigint =>
  p.walletBalance - p.otherMaintenance + p.otherUnrealisedPnl + unrealisedPnl(p.side, p.qty, p.cost, price);

/** The maintenance margin of this position at `price`. */
export const maintenanceAt = (p: LiquidationInput, price: bigint): bigint => maintenanceMargin(p.brackets, notional(p.qty, price));

export const isBelowMaintenance = (p: LiquidationInput, price: bigint): boolean => marginBalance(p, price) < maintenanceAt(p, price);
