/**
 * One side of one fill: the order's filled part moves into (open) or out of (close) its position, with the ledger
 * postings of docs/futures.md. Both sides of a fill are posted as one balanced entry by the caller.
 */
import type { PositionCloseReason } from '@contract/futures';
import { accountKey, type Posting } from '../../ledger/ledger';
import { feeOf, initialMargin, realisedPnl, releasedShare } from '../math';
import type { FuturesCommandContext } from './command-context';
import type { PerpMarket } from './perp-market';
import type { FuturesOrderRecord, PositionRecord } from './records';

const USDT = 'USDT';

export interface SideFill {
  /** a copy this command may change */
  order: FuturesOrderRecord;
  /** a copy of the user's open position of the order's side, if any */
  position: PositionRecord | undefined;
  lots: bigint;
  notional: bigint;
  feeRate: bigint;
  /** for a new position */
  newPositionId: () => number;
}

export interface SideResult {
  postings: Posting[];
  position: PositionRecord;
  fee: bigint;
  /** added to (positive) or taken from (negative) the insurance fund by this side */
  insurance: bigint;
}

export function applyOpen(c: FuturesCommandContext, m: PerpMarket, f: SideFill): SideResult {
  const { order, lots, notional } = f;
  const remaining = order.lots - order.filledLots;
  const share = lots === remaining ? order.frozen : (order.frozen * lots) / remaining;
  const fee = feeOf(notional, f.feeRate);
  const margin = initialMargin(notional, order.leverage);
  const position = f.position ?? newPosition(c, m, order, f.newPositionId());
  position.lots += lots;
  position.maxLots = position.lots > position.maxLots ? position.lots : position.maxLots;
  position.cost += notional;
  position.margin += margin;
  position.fees += fee;
  position.openNotional += notional;
  position.openedLots += lots;
  if (order.takeProfit !== null) position.takeProfit = order.takeProfit;
  if (order.stopLoss !== null) position.stopLoss = order.stopLoss;
  touch(position, c.now);
  fillOrder(order, lots, notional, fee, c.now);
  order.frozen -= share;
  const u = order.userId;
  return {
    postings: [
      { account: accountKey.frozen(u, 'contract'), asset: USDT, amount: -share },
      { account: accountKey.margin(u), asset: USDT, amount: margin },
      { account: accountKey.fees, asset: USDT, amount: fee },
      // what the share reserved beyond the margin and fee comes back; a taker that filled at a worse price than it
      // reserved for (an open short sold higher) pays the difference from available
      { account: accountKey.available(u, 'contract'), asset: USDT, amount: share - margin - fee },
    ],
    position,
    fee,
    insurance: 0n,
  };
}

/**
 * A close: releases `lots`' share of the position's cost and margin, realises the PnL against sys:contract-pnl and
 * charges the fee. What the user nets (released margin + profit − loss − fee) goes to available; a liquidation's
 * positive rest goes to the insurance fund instead (docs/futures.md, Risk engine). A loss beyond what the user can
 * pay (the released margin, plus available for cross) is taken from the insurance fund: no user bucket goes negative.
 */
export async function applyClose(c: FuturesCommandContext, f: SideFill & { position: PositionRecord }): Promise<SideResult> {
  const { order, position, lots, notional } = f;
  if (lots > position.lots) throw new Error(`close of ${lots} lots exceeds position ${position.id} (${position.lots})`);
  const releasedCost = releasedShare(position.cost, lots, position.lots);
  const releasedMargin = releasedShare(position.margin, lots, position.lots);
  const pnl = realisedPnl(position.side, notional, releasedCost);
  const fee = feeOf(notional, f.feeRate);
  const net = releasedMargin + pnl - fee;
  const toInsurance = order.origin === 'liquidation' && net > 0n ? net : 0n;
  const userNet = net - toInsurance;
  const u = order.userId;
  const available = position.marginMode === 'cross' && userNet < 0n ? (await c.ledger.balance(u, 'contract', USDT, c.trx)).available : 0n;
  const shortfall = -userNet > available ? -userNet - available : 0n;
  position.lots -= lots;
  position.cost -= releasedCost;
  position.margin -= releasedMargin;
  position.realizedPnl += pnl;
  position.fees += fee;
  position.closeNotional += notional;
  position.closedLots += lots;
  if (position.lots === 0n) {
    position.closeReason = closeReasonOf(order);
    position.closedAt = c.now;
  }
  touch(position, c.now);
  fillOrder(order, lots, notional, fee, c.now);
  order.realizedPnl += pnl;
  return {
    postings: [
      { account: accountKey.margin(u), asset: USDT, amount: -releasedMargin },
      { account: accountKey.available(u, 'contract'), asset: USDT, amount: userNet + shortfall },
      { account: accountKey.contractPnl, asset: USDT, amount: -pnl },
      { account: accountKey.fees, asset: USDT, amount: fee },
      { account: accountKey.insurance, asset: USDT, amount: toInsurance - shortfall },
    ],
    position,
    fee,
    insurance: toInsurance - shortfall,
  };
}

function closeReasonOf(order: FuturesOrderRecord): PositionCloseReason {
  return order.origin === 'user' ? 'closed' : order.origin === 'liquidation' ? 'liquidated' : order.origin;
}

function fillOrder(order: FuturesOrderRecord, lots: bigint, notional: bigint, fee: bigint, now: number): void {
  order.filledLots += lots;
  order.filledNotional += notional;
  order.fee += fee;
  order.status = order.filledLots === order.lots ? 'filled' : 'partially_filled';
  order.updatedAt = now;
}

/** The caller hands in a copy that already carries this command's version. */
function touch(position: PositionRecord, now: number): void {
  position.updatedAt = now;
}

function newPosition(c: FuturesCommandContext, m: PerpMarket, order: FuturesOrderRecord, id: number): PositionRecord {
  return {
    id,
    userId: order.userId,
    symbol: m.symbol,
    side: order.positionSide,
    marginMode: order.marginMode,
    leverage: order.leverage,
    lots: 0n,
    maxLots: 0n,
    cost: 0n,
    margin: 0n,
    realizedPnl: 0n,
    fees: 0n,
    funding: 0n,
    openNotional: 0n,
    openedLots: 0n,
    closeNotional: 0n,
    closedLots: 0n,
    takeProfit: null,
    stopLoss: null,
    closeReason: null,
    liquidation: null,
    openedAt: c.now,
    closedAt: null,
    updatedAt: c.now,
    version: 1,
  };
}
