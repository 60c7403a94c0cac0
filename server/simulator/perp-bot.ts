/**
 * One bot's account on the perpetual books, through the futures trading service like a user's. It knows its open
 * orders and positions from the service's own change events (FollowFutures, supplied by server/market), so it can say
 * how many lots of a position are still free to close without asking the database on every visit.
 */
import type { FuturesOrder, PlaceFuturesOrderReq, Position, PositionSide } from '@contract/futures';
import { AppError } from '../errors';
import type { FuturesService } from '../futures/trading/futures-service';
import { ONE, toUnits } from '../money';
import type { BotOrder } from './bot-commands';

export type PerpTrading = Pick<FuturesService, 'place' | 'cancel' | 'openOrders' | 'positions' | 'depth'>;

/** The futures service's changes of one user's orders and positions, after commit; returns the function that stops. */
export type FollowFutures = (
  userId: number,
  onOrder: (order: FuturesOrder) => void,
  onPosition: (position: Position) => void,
) => () => void;

interface PerpOrder extends BotOrder {
  positionSide: PositionSide;
  action: 'open' | 'close';
}

const PAGE = 100;
/** Failures a bot expects in a live market: finished meanwhile, out of margin, nothing to close, no book. */
const EXPECTED = new Set(['orderNotOpen', 'orderNotFound', 'insufficientBalance', 'insufficientMargin', 'noLiquidity', 'closeTooLarge']);

export class PerpBot {
  /** set when an order failed for lack of margin; the simulator tops the bot up and clears it */
  broke = false;
  private seq = 0;
  private lastError = 0;
  private readonly orders = new Map<string, PerpOrder>();
  /** lots held, per symbol and side */
  private readonly held = new Map<string, bigint>();
  private unfollow: (() => void) | null = null;

  constructor(
    private readonly futures: PerpTrading,
    private readonly follow: FollowFutures,
    readonly userId: number,
    private readonly idPrefix: string,
  ) {}

  async attach(): Promise<void> {
    this.unfollow = this.follow(
      this.userId,
      (o) => this.trackOrder(o),
      (p) => this.trackPosition(p),
    );
    for (const p of await this.futures.positions(this.userId)) this.trackPosition(p);
    for (let page = 1; ; page++) {
      const res = await this.futures.openOrders(this.userId, { page, size: PAGE });
      for (const o of res.items) this.trackOrder(o);
      if (res.items.length < PAGE || page * PAGE >= res.total) return;
    }
  }

  detach(): void {
    this.unfollow?.();
    this.unfollow = null;
  }

  openOrders(symbol: string): BotOrder[] {
    return [...this.orders.values()].filter((o) => o.id.startsWith(`${symbol}:`)).map((o) => ({ ...o, id: o.id.slice(symbol.length + 1) }));
  }

  owns(symbol: string, orderId: string): boolean {
    return this.orders.has(`${symbol}:${orderId}`);
  }

  /** Lots of the position on `side` not yet promised to resting close orders. */
  closable(symbol: string, side: PositionSide): bigint {
    let free = this.held.get(`${symbol}:${side}`) ?? 0n;
    for (const [key, o] of this.orders)
      if (key.startsWith(`${symbol}:`) && o.action === 'close' && o.positionSide === side) free -= o.remaining / ONE;
    return free > 0n ? free : 0n;
  }

  holds(symbol: string, side: PositionSide): boolean {
    return (this.held.get(`${symbol}:${side}`) ?? 0n) > 0n;
  }

  async cancel(symbol: string, orderId: string): Promise<void> {
    await this.attempt(symbol, () => this.futures.cancel(this.userId, orderId));
    // an order that finished while the list still held it
    this.orders.delete(`${symbol}:${orderId}`);
  }

  /** `price` null: a market order. Quantities in lots. */
  async send(symbol: string, side: PositionSide, action: 'open' | 'close', lots: bigint, price: string | null): Promise<void> {
    if (lots <= 0n) return;
    const req: PlaceFuturesOrderReq = {
      symbol,
      positionSide: side,
      action,
      type: price === null ? 'market' : 'limit',
      ...(price === null ? {} : { price }),
      quantity: lots.toString(),
      clientOrderId: `${this.idPrefix}-${++this.seq}`,
    };
    await this.attempt(symbol, () => this.futures.place(this.userId, req));
  }

  private async attempt(symbol: string, fn: () => Promise<unknown>): Promise<void> {
    try {
      await fn();
    } catch (err) {
      if (err instanceof AppError && (EXPECTED.has(err.key) || err.status === 409 || err.status === 422)) {
        if (err.key === 'insufficientBalance' || err.key === 'insufficientMargin') this.broke = true;
        return;
      }
      const now = Date.now();
      if (now - this.lastError < 60_000) return;
      this.lastError = now;
      console.error(`market: a bot order on ${symbol} was refused`, err);
    }
  }

  private trackOrder(o: FuturesOrder): void {
    const key = `${o.symbol}:${o.id}`;
    if (o.status !== 'new' && o.status !== 'partially_filled') {
      this.orders.delete(key);
      return;
    }
    const units = (lots: string) => BigInt(lots) * ONE;
    this.orders.set(key, {
      id: key,
      side: o.side,
      price: toUnits(o.price),
      remaining: units(o.remainingQty),
      positionSide: o.positionSide,
      action: o.action,
    });
  }

  private trackPosition(p: Position): void {
    this.held.set(`${p.symbol}:${p.side}`, BigInt(p.quantity));
  }
}
