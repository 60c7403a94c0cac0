/**
 * One bot's access to the spot engine: turns planned commands into orders, and knows its own open
 * orders without asking the database on every visit. The engine reports every change of the bot's
 * orders after commit, in commit order (FollowOrders), so following those changes keeps the list exact.
 */
import type { Order } from '@contract/spot';
import type { SpotService } from '../engine/spot-service';
import { AppError } from '../errors';
import { fromUnits, toUnits } from '../money';
import type { BookUnits, BotCommand, BotOrder } from './bot-commands';
import type { FollowOrders } from './follow-orders';
import type { SymbolDef } from '../catalogue/symbols';

/** The planners look this deep into the book (the ladder plus room for other orders). */
const BOOK_DEPTH = 60;
const PAGE = 100;
const QUOTE_DECIMALS = 2;
/** Failures a bot expects in a live market: the order finished meanwhile, or funds ran out. */
const EXPECTED = new Set(['orderNotOpen', 'orderNotFound', 'insufficientBalance', 'noLiquidity']);

export class BotTrader {
  /** set when an order failed for lack of funds; the simulator tops the bot up and clears it */
  broke = false;
  private seq = 0;
  private lastError = 0;
  private readonly open = new Map<string, Map<string, BotOrder>>();
  private unfollow: (() => void) | null = null;

  constructor(
    private readonly spot: Pick<SpotService, 'place' | 'cancel' | 'openOrders' | 'depth'>,
    private readonly followOrders: FollowOrders,
    readonly userId: number,
    private readonly idPrefix: string,
  ) {}

  /** Starts following the bot's order changes and loads the orders left from a previous run. */
  async attach(): Promise<void> {
    this.unfollow = this.followOrders(this.userId, (order) => this.track(order));
    for (let page = 1; ; page++) {
      const res = await this.spot.openOrders(this.userId, { page, size: PAGE });
      for (const o of res.items) this.track(o);
      if (res.items.length < PAGE || page * PAGE >= res.total) return;
    }
  }

  detach(): void {
    this.unfollow?.();
    this.unfollow = null;
  }

  openOrders(def: SymbolDef): BotOrder[] {
    return [...(this.open.get(def.symbol)?.values() ?? [])];
  }

  book(def: SymbolDef): BookUnits {
    const d = this.spot.depth(def.symbol, BOOK_DEPTH);
    const units = (levels: typeof d.bids) => levels.map(([p, q]) => [toUnits(p), toUnits(q)] as [bigint, bigint]);
    return { bids: units(d.bids), asks: units(d.asks) };
  }

  async execute(def: SymbolDef, cmd: BotCommand): Promise<void> {
    try {
      if (cmd.kind === 'cancel') {
        await this.spot.cancel(this.userId, cmd.orderId);
        return;
      }
      const clientOrderId = `${this.idPrefix}-${++this.seq}`;
      const base = { symbol: def.symbol, clientOrderId };
      if (cmd.kind === 'limit') {
        await this.spot.place(this.userId, {
          ...base,
          side: cmd.side,
          type: 'limit',
          price: fromUnits(cmd.price, def.pricePrecision),
          quantity: fromUnits(cmd.quantity, def.qtyPrecision),
        });
      } else if (cmd.kind === 'market-buy') {
        await this.spot.place(this.userId, {
          ...base,
          side: 'buy',
          type: 'market',
          quoteAmount: fromUnits(cmd.quoteAmount, QUOTE_DECIMALS),
        });
      } else {
        await this.spot.place(this.userId, { ...base, side: 'sell', type: 'market', quantity: fromUnits(cmd.quantity, def.qtyPrecision) });
      }
    } catch (err) {
      if (err instanceof AppError && EXPECTED.has(err.key)) {
        if (err.key === 'insufficientBalance') this.broke = true;
        // an order that finished while the list still held it (loaded just before its last event)
        if (cmd.kind === 'cancel') this.open.get(def.symbol)?.delete(cmd.orderId);
        return;
      }
      this.report(def, err);
    }
  }

  private track(o: Order): void {
    let orders = this.open.get(o.symbol);
    if (!orders) this.open.set(o.symbol, (orders = new Map()));
    if (o.status === 'new' || o.status === 'partially_filled')
      orders.set(o.id, { id: o.id, side: o.side, price: toUnits(o.price), remaining: toUnits(o.remainingQty) });
    else orders.delete(o.id);
  }

  /** A bot keeps going after an unexpected refusal; logging at most once a minute keeps the log readable. */
  private report(def: SymbolDef, err: unknown): void {
    const now = Date.now();
    if (now - this.lastError < 60_000) return;
    this.lastError = now;
    console.error(`market: a bot order on ${def.symbol} was refused`, err);
  }
}
