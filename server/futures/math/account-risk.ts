/**
 * The liquidation price and maintenance margin of every position of one user, valued together: a cross position's
 * WB is the whole contract wallet (available + frozen + every cross margin), and TMM1 / UPNL1 are the maintenance
 * margin and unrealised PnL of the user's OTHER cross positions at their own marks; an isolated position stands alone.
 */
import type { MarginMode, PositionSide } from '@contract/futures';
import { maintenanceMargin, type Bracket } from './brackets';
import { liquidationPrice } from './liquidation-price';
import { entryPrice, notional, positionQty } from './notional';
import { unrealisedPnl } from './pnl';

export interface HeldPosition {
  id: string;
  side: PositionSide;
  marginMode: MarginMode;
  /** Q, units of base */
  qty: bigint;
  cost: bigint;
  margin: bigint;
  /** the latest mark of its perpetual */
  mark: bigint;
  brackets: readonly Bracket[];
  pricePrecision: number;
}

/** What valuing a position needs of its perpetual (units). */
export interface PerpTerms {
  contractSize: bigint;
  brackets: readonly Bracket[];
  pricePrecision: number;
}

/**
 * A position (lots and units as stored) as accountRisk values it, for the position views and the risk loop alike;
 * before its perpetual has a mark, at its entry price as shown.
 */
export function heldPosition(
  p: { id: number; side: PositionSide; marginMode: MarginMode; lots: bigint; cost: bigint; margin: bigint },
  terms: PerpTerms,
  mark: bigint | null,
): HeldPosition {
  const qty = positionQty(p.lots, terms.contractSize);
  const { brackets, pricePrecision } = terms;
  const at = mark ?? entryPrice(p.cost, qty, pricePrecision);
  return {
    id: String(p.id),
    side: p.side,
    marginMode: p.marginMode,
    qty,
    cost: p.cost,
    margin: p.margin,
    mark: at,
    brackets,
    pricePrecision,
  };
}

export interface PositionRisk {
  liquidationPrice: bigint;
  /** at the mark */
  maintenanceMargin: bigint;
  unrealisedPnl: bigint;
}

export function accountRisk(wallet: { available: bigint; frozen: bigint }, positions: readonly HeldPosition[]): Map<string, PositionRisk> {
  const valued = positions.map((p) => ({
    p,
    mm: maintenanceMargin(p.brackets, notional(p.qty, p.mark)),
    upnl: unrealisedPnl(p.side, p.qty, p.cost, p.mark),
  }));
  const cross = valued.filter((v) => v.p.marginMode === 'cross');
  const crossWallet = wallet.available + wallet.frozen + cross.reduce((sum, v) => sum + v.p.margin, 0n);
  const crossMm = cross.reduce((sum, v) => sum + v.mm, 0n);
  const crossUpnl = cross.reduce((sum, v) => sum + v.upnl, 0n);
  return new Map(
    valued.map(({ p, mm, upnl }) => {
      const isolated = p.marginMode === 'isolated';
      const lp = liquidationPrice({
        side: p.side,
        qty: p.qty,
        cost: p.cost,
        walletBalance: isolated ? p.margin : crossWallet,
        otherMaintenance: isolated ? 0n : crossMm - mm,
        otherUnrealisedPnl: isolated ? 0n : crossUpnl - upnl,
        brackets: p.brackets,
        pricePrecision: p.pricePrecision,
      });
      return [p.id, { liquidationPrice: lp, maintenanceMargin: mm, unrealisedPnl: upnl }];
    }),
  );
}
