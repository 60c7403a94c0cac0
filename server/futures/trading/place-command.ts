/**
 * Placing a futures order inside its transaction: the one-way rules, freeze the open order's margin and taker fee,
 * match on the perpetual's book (a plan the group applies once the command succeeded; a market order walks up to
 * 5 % from the mark and the rest is cancelled), move each fill into both sides' positions as one balanced entry,
 * release leftovers, and the rows to persist (docs/futures.md, Orders and Positions).
 */
import { AppError, unprocessable } from '../../errors';
import { MAX_OPEN_ORDERS } from '../../engine/place-command';
import type { Fill } from '../../engine/types';
import type { FuturesTradeRow } from '../../store/tables/futures';
import { fromUnits } from '../../money';
import { divCeil, divFloor, frozenForOrder, maxLeverageFor, notional, positionQty, reservationPrice } from '../math';
import { journal, orderRef, releaseOrder, type FuturesCommandContext, type FuturesOutcome } from './command-context';
import { bankruptcyPrice, beyond, planWithinBankruptcy } from './close-bound';
import { applyClose, applyOpen } from './fill';
import { PerpMarket } from './perp-market';
import { bookSide, type FuturesOrderRecord, type PositionRecord } from './records';
import { checkTpSl, type ValidFuturesOrder } from './validate';

/** How far from the mark a market order may fill: 5 % (docs/futures.md). */
const MARKET_BAND_PERCENT = 5n;

export interface PlaceOptions {
  origin?: FuturesOrderRecord['origin'];
}

export async function placeFuturesOrder(
  c: FuturesCommandContext,
  userId: number,
  o: ValidFuturesOrder,
  opts: PlaceOptions = {},
): Promise<FuturesOutcome> {
  const { market } = o;
  const { state, now } = c;
  const symbol = market.symbol;
  const held = state.positionOf(userId, symbol);
  const openOrders = state.openOrdersOf(userId, symbol);
  if (o.type === 'limit' && openOrders.length >= MAX_OPEN_ORDERS) throw unprocessable('tooManyOpenOrders', { max: MAX_OPEN_ORDERS });
  if (o.action === 'open') {
    const opposite = held && held.side !== o.positionSide;
    if (opposite || openOrders.some((r) => r.action === 'open' && r.positionSide !== o.positionSide))
      throw new AppError(409, 'closeOppositeFirst');
  } else {
    if (!held || held.side !== o.positionSide) throw unprocessable('noPositionToClose');
    const closable = held.lots - state.closingLots(userId, symbol, held.side);
    if (o.lots > closable) throw unprocessable('closeExceedsClosable', { max: closable.toString() });
  }
  const settings = state.settingsOf(userId, symbol);
  const side = bookSide(o);
  const mark = c.mark(symbol)?.mark ?? null;
  if (o.type === 'market' && mark === null) throw unprocessable('noLiquidity');
  // only a liquidation may close beyond what the position can pay: its loss is the insurance fund's (issue 13)
  const bankruptcy = held && o.action === 'close' && opts.origin !== 'liquidation' ? await bankruptcyPrice(c, market, held, o.lots) : null;
  if (bankruptcy !== null && o.price !== null && beyond(held!.side, o.price, bankruptcy))
    throw unprocessable('closeBeyondBankruptcy', { price: fromUnits(bankruptcy, market.info.pricePrecision) });
  const band = o.price ?? marketBound(market, side, mark!);
  // a market close walks the book only up to the bankruptcy price; the rest is cancelled (the risk loop liquidates)
  const bound = bankruptcy !== null && beyond(held!.side, band, bankruptcy) ? bankruptcy : band;
  const reservePrice = reservationPrice(side, o.price, mark ?? o.price!);
  const qty = positionQty(o.lots, market.contractSize);
  if (o.action === 'open') {
    checkTpSl(o.positionSide, o.price ?? mark!, o);
    const after = (held?.cost ?? 0n) + notional(qty, reservePrice);
    const max = maxLeverageFor(market.brackets, after);
    if (settings.leverage > max) throw unprocessable('leverageTooHighForSize', { max });
  }

  const ids = { ...state.ids };
  const id = ++ids.order;
  const taker: FuturesOrderRecord = {
    id,
    userId,
    clientOrderId: o.clientOrderId,
    symbol,
    positionSide: o.positionSide,
    action: o.action,
    type: o.type,
    origin: opts.origin ?? 'user',
    price: bound,
    reservePrice,
    lots: o.lots,
    filledLots: 0n,
    filledNotional: 0n,
    fee: 0n,
    frozen: o.action === 'open' ? frozenForOrder(notional(qty, reservePrice), settings.leverage, market.takerRate).total : 0n,
    realizedPnl: 0n,
    leverage: settings.leverage,
    marginMode: settings.marginMode,
    takeProfit: o.takeProfit,
    stopLoss: o.stopLoss,
    status: 'new',
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  await c.ledger.freeze(c.trx, userId, 'contract', 'USDT', taker.frozen, orderRef(id));

  const plan = await planWithinBankruptcy(c, market, { id, userId, side, type: 'limit', price: bound, qty: PerpMarket.units(o.lots) });
  if (o.type === 'market') {
    if (plan.fills.length === 0) throw unprocessable('noLiquidity');
    plan.rest = null;
  }
  const work = new Working(c, market, ids);
  const trades: FuturesTradeRow[] = [];
  for (const fill of plan.fills) trades.push(await work.fill(fill, taker, side));
  for (const r of plan.cancels) work.cancel(r.id);
  if (o.type === 'market' || !plan.rest) taker.status = taker.filledLots === taker.lots ? 'filled' : 'cancelled';
  const orders = [...work.changedOrders(), taker];
  for (const r of orders) if (r.status === 'filled' || r.status === 'cancelled') await releaseOrder(c, r);

  const { positionSide, action, type, clientOrderId } = o;
  const payload = {
    positionSide,
    action,
    type,
    clientOrderId,
    origin: taker.origin,
    price: o.price?.toString() ?? null,
    lots: o.lots.toString(),
  };
  const command = journal(c, ids, 'place', userId, id, payload, symbol, plan);
  ids.command = command.id;
  return { market, plan, orders, positions: work.positions(), trades, settings: [], command, ids, insurance: work.insuranceOf(id) };
}

/** The worst price a market order may fill at: mark + 5 % for a buy (rounded up to the tick), mark − 5 % for a sell. */
function marketBound(m: PerpMarket, side: 'buy' | 'sell', mark: bigint): bigint {
  if (side === 'buy') return divCeil(mark * (100n + MARKET_BAND_PERCENT), 100n * m.tick) * m.tick;
  const low = divFloor(mark * (100n - MARKET_BAND_PERCENT), 100n * m.tick) * m.tick;
  return low > 0n ? low : m.tick;
}

/** The copies of orders and positions one command changes, each at its next version, and the fills' entries. */
class Working {
  private readonly orders = new Map<number, FuturesOrderRecord>();
  private readonly positionCopies = new Map<number, PositionRecord>();
  /** the user's current position in this command: its id, or null once it closed here */
  private readonly current = new Map<number, number | null>();
  private readonly insurance = new Map<number, bigint>();

  constructor(
    private readonly c: FuturesCommandContext,
    private readonly market: PerpMarket,
    private readonly ids: { trade: number; position: number },
  ) {}

  order(id: number): FuturesOrderRecord {
    const known = this.orders.get(id);
    if (known) return known;
    const r = this.c.state.orders.get(id);
    if (!r) throw new Error(`resting futures order ${id} has no open order record`);
    const copy = { ...r, version: r.version + 1 };
    this.orders.set(id, copy);
    return copy;
  }

  insuranceOf(orderId: number): bigint {
    return this.insurance.get(orderId) ?? 0n;
  }

  /** Self-trade prevention took a resting order of the taker's own user out of the book. */
  cancel(id: number): void {
    const r = this.order(id);
    r.status = 'cancelled';
    r.updatedAt = this.c.now;
  }

  /** The resting orders this command changed (filled or cancelled). */
  changedOrders(): FuturesOrderRecord[] {
    return [...this.orders.values()];
  }

  positions(): PositionRecord[] {
    return [...this.positionCopies.values()];
  }

  /** Both sides of one fill, posted as one entry; the public trade row. */
  async fill(fill: Fill, taker: FuturesOrderRecord, takerSide: 'buy' | 'sell'): Promise<FuturesTradeRow> {
    const m = this.market;
    const maker = this.order(fill.makerId);
    const lots = PerpMarket.lots(fill.qty);
    const value = m.notional(lots, fill.price);
    const tradeId = ++this.ids.trade;
    const postings = [];
    const fees = new Map<number, bigint>();
    for (const [order, rate] of [
      [maker, m.makerRate],
      [taker, m.takerRate],
    ] as const) {
      const side = { order, lots, notional: value, feeRate: rate, newPositionId: () => ++this.ids.position };
      const position = this.position(order);
      const result =
        order.action === 'open'
          ? applyOpen(this.c, m, { ...side, position })
          : await applyClose(this.c, { ...side, position: this.mustHold(order, position) });
      this.positionCopies.set(result.position.id, result.position);
      this.current.set(order.userId, result.position.closeReason === null ? result.position.id : null);
      postings.push(...result.postings);
      fees.set(order.id, result.fee);
      this.insurance.set(order.id, this.insuranceOf(order.id) + result.insurance);
    }
    await this.c.ledger.post(this.c.trx, {
      kind: 'futures_fill',
      ref: `futures:trade:${tradeId}`,
      postings: postings.filter((p) => p.amount !== 0n),
    });
    const buy = takerSide === 'buy' ? taker : maker;
    const sell = takerSide === 'buy' ? maker : taker;
    return {
      id: tradeId,
      symbol: m.symbol,
      price: fill.price.toString(),
      lots: lots.toString(),
      notional: value.toString(),
      taker_side: takerSide,
      buy_order_id: buy.id,
      buy_user_id: buy.userId,
      buy_fee: fees.get(buy.id)!.toString(),
      sell_order_id: sell.id,
      sell_user_id: sell.userId,
      sell_fee: fees.get(sell.id)!.toString(),
      ts: this.c.now,
    };
  }

  /** This command's copy of the user's open position on the book's perpetual (the committed one at its next version). */
  private position(order: FuturesOrderRecord): PositionRecord | undefined {
    const current = this.current.get(order.userId);
    if (current !== undefined) return current === null ? undefined : this.positionCopies.get(current);
    const committed = this.c.state.positionOf(order.userId, this.market.symbol);
    return committed && { ...committed, version: committed.version + 1 };
  }

  private mustHold(order: FuturesOrderRecord, position: PositionRecord | undefined): PositionRecord {
    if (!position || position.side !== order.positionSide) throw new Error(`close order ${order.id} has no ${order.positionSide} position`);
    return position;
  }
}
