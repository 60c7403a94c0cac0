/** Where a user's close must stop so that only a liquidation ever draws on the insurance fund (issue 13). */
import type { PositionSide } from '@contract/futures';
import type { BookPlan, Fill, Taker } from '../../engine/types';
import { ONE } from '../../money';
import { divCeil, divFloor, positionQty, releasedShare } from '../math';
import type { FuturesCommandContext } from './command-context';
import { PerpMarket } from './perp-market';
import type { PositionRecord } from './records';

/** A close at `price` would lose more than the position can pay (long: below, short: above its bankruptcy price). */
export const beyond = (side: PositionSide, price: bigint, bankruptcy: bigint): boolean =>
  side === 'long' ? price < bankruptcy : price > bankruptcy;

/**
 * The worst price closing `lots` of `held` may fill at without its loss and fee exceeding what the user can pay: the
 * position's margin, plus the contract wallet's available for cross (docs/futures.md, Orders). One tick inside the
 * exact price, so the rounding of a partial close's released shares cannot leave a unit unpaid.
 */
export async function bankruptcyPrice(c: FuturesCommandContext, m: PerpMarket, held: PositionRecord, lots: bigint): Promise<bigint> {
  const wallet = held.marginMode === 'cross' ? (await c.ledger.balance(held.userId, 'contract', 'USDT', c.trx)).available : 0n;
  const cover = releasedShare(held.margin + wallet, lots, held.lots);
  const cost = releasedShare(held.cost, lots, held.lots);
  const rate = m.takerRate > m.makerRate ? m.takerRate : m.makerRate;
  const qty = positionQty(lots, m.contractSize);
  if (held.side === 'long') {
    const need = cost - cover;
    return need <= 0n ? m.tick : (divCeil(need * ONE * ONE, (ONE - rate) * qty * m.tick) + 1n) * m.tick;
  }
  const lowest = divFloor((cost + cover) * ONE * ONE, (ONE + rate) * qty * m.tick) - 1n;
  return lowest > 0n ? lowest * m.tick : m.tick;
}

/**
 * The book's plan for `taker`, in which a resting close that would fill beyond its position's bankruptcy price is
 * cancelled instead (as self-trade prevention cancels): its margin may have shrunk since it was checked at placement
 * (funding, a transfer out, another fill). Planned again until no fill breaks the bound; each pass cancels one more
 * close at least. A fill of the same position earlier in the walk only leaves more cover per lot for the later ones.
 */
export async function planWithinBankruptcy(c: FuturesCommandContext, m: PerpMarket, taker: Taker): Promise<BookPlan> {
  const refused = new Set<number>();
  for (;;) {
    const plan = m.book.plan(taker, (maker) => refused.has(maker.id));
    const beyondNow = await restingClosesBeyond(c, m, plan.fills);
    if (beyondNow.length === 0) return plan;
    for (const id of beyondNow) refused.add(id);
  }
}

async function restingClosesBeyond(c: FuturesCommandContext, m: PerpMarket, fills: readonly Fill[]): Promise<number[]> {
  const out: number[] = [];
  for (const fill of fills) {
    const order = c.state.orders.get(fill.makerId);
    const held = order?.action === 'close' ? c.state.positionOf(order.userId, m.symbol) : undefined;
    if (!held) continue;
    if (beyond(held.side, fill.price, await bankruptcyPrice(c, m, held, PerpMarket.lots(fill.qty)))) out.push(fill.makerId);
  }
  return out;
}
