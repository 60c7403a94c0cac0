/**
 * Placing an order, inside its transaction: freeze, match (as a plan, which the group applies once
 * the command succeeded), settle each fill, release leftovers, and the rows to persist. Any throw
 * takes back its ledger entries (the group's savepoint) and leaves the book as it was.
 */
import type { PlaceOrderReq } from '@contract/spot';
import { unprocessable } from '../errors';
import { mulUnits } from '../money';
import type { TradeRow } from '../store/tables/spot';
import { frozenAsset, journal, orderRef, release, type CommandContext, type CommandOutcome } from './command-context';
import type { OrderRecord } from './order-record';
import { settleFill } from './settle';
import type { Fill } from './types';
import type { ValidOrder } from './validate-order';

/** Open limit orders one user may have in one symbol: bounds what a single client can pile into a book. */
export const MAX_OPEN_ORDERS = 200;

export async function placeOrder(c: CommandContext, userId: number, o: ValidOrder, req: PlaceOrderReq): Promise<CommandOutcome> {
  const { market, now } = c;
  if (o.type === 'limit' && c.open.count(userId, o.def.symbol) >= MAX_OPEN_ORDERS)
    throw unprocessable('tooManyOpenOrders', { max: MAX_OPEN_ORDERS });
  const id = c.ids.order + 1;
  const lock = o.side === 'sell' ? o.qty : o.type === 'market' ? o.quote : mulUnits(o.price, o.qty);
  const taker: OrderRecord = {
    id,
    userId,
    clientOrderId: o.clientOrderId,
    symbol: o.def.symbol,
    side: o.side,
    type: o.type,
    price: o.price,
    quantity: o.qty,
    quoteAmount: o.quote,
    filledQty: 0n,
    filledQuote: 0n,
    fee: 0n,
    frozen: lock,
    status: 'new',
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  await c.ledger.freeze(c.trx, userId, 'spot', frozenAsset(taker, market), lock, orderRef(id));

  const plan = market.book.plan({ id, userId, side: o.side, type: o.type, price: o.price, qty: o.qty, quote: o.quote });
  if (o.type === 'market' && plan.fills.length === 0) throw unprocessable(plan.stop === 'filled' ? 'quantityTooSmall' : 'noLiquidity');

  const makers = new Map<number, OrderRecord>();
  const trades: TradeRow[] = [];
  for (const fill of plan.fills) {
    const tradeId = c.ids.trade + trades.length + 1;
    const s = settleFill(market, fill, userId, o.side);
    await c.ledger.post(c.trx, { kind: 'spot_trade', ref: `spot:trade:${tradeId}`, postings: s.postings });
    const maker = makers.get(fill.makerId) ?? committed(c, fill.makerId);
    makers.set(maker.id, maker);
    addFill(maker, fill, o.side === 'buy' ? s.sellerFee : s.buyerFee, now);
    addFill(taker, fill, o.side === 'buy' ? s.buyerFee : s.sellerFee, now);
    trades.push({
      id: tradeId,
      symbol: taker.symbol,
      price: fill.price.toString(),
      qty: fill.qty.toString(),
      quote: fill.quote.toString(),
      taker_side: o.side,
      buy_order_id: o.side === 'buy' ? id : maker.id,
      buy_user_id: s.buyerId,
      buy_fee: s.buyerFee.toString(),
      sell_order_id: o.side === 'sell' ? id : maker.id,
      sell_user_id: s.sellerId,
      sell_fee: s.sellerFee.toString(),
      ts: now,
    });
  }
  const selfCancelled = plan.cancels.map((r) => ({ ...committed(c, r.id), status: 'cancelled' as const, updatedAt: now }));
  taker.status = o.type === 'limit' ? (plan.rest ? taker.status : 'filled') : plan.stop === 'filled' ? 'filled' : 'cancelled';
  const changed = [...selfCancelled, ...makers.values()];
  for (const r of [...changed, taker]) if (r.status === 'filled' || r.status === 'cancelled') await release(c, r);

  const { symbol, side, type, price, quantity, quoteAmount, clientOrderId } = req;
  const payload = JSON.stringify({ symbol, side, type, price, quantity, quoteAmount, clientOrderId });
  const command = journal(c, 'place', taker, payload, plan, trades.length);
  return {
    market,
    plan,
    orders: [...changed, taker],
    trades,
    command,
    ids: { order: id, trade: c.ids.trade + trades.length, command: command.id },
  };
}

/** A copy of a committed open order, to change inside the transaction: this command makes its next version. */
function committed(c: CommandContext, id: number): OrderRecord {
  const r = c.open.get(id);
  if (!r) throw new Error(`resting order ${id} has no open order record`);
  return { ...r, version: r.version + 1 };
}

function addFill(r: OrderRecord, fill: Fill, fee: bigint, now: number): void {
  r.filledQty += fill.qty;
  r.filledQuote += fill.quote;
  r.fee += fee;
  r.frozen -= r.side === 'buy' ? fill.quote : fill.qty;
  r.status = r.type === 'limit' && r.filledQty === r.quantity ? 'filled' : 'partially_filled';
  r.updatedAt = now;
}
