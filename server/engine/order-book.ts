/**
 * The in-memory book of one symbol. Commands are two-phase: `plan*()` reads the book and says what
 * would happen, `apply()` makes it happen and reports the changed levels with the next `seq`
 * (docs/protocol.md: +1 per published depth update). `execute()` does both, for callers without a
 * database (tests, benchmarks).
 */
import type { DepthSnapshot, Level } from '@contract/market';
import { DEPTH_CHECKSUM_LEVELS } from '@contract/ws';
import { fromUnits } from '../money';
import { BookSide } from './book-side';
import { depthChecksum } from './depth-checksum';
import { lotSize, planMatch } from './match';
import type { PriceLevel, QueueNode } from './price-level';
import type { BookPlan, BookSpec, DepthChange, Resting, Taker } from './types';

export class OrderBook {
  readonly bids = new BookSide('buy');
  readonly asks = new BookSide('sell');
  readonly lot: bigint;
  /** number of depth updates published so far (restored on restart) */
  seq = 0;
  private readonly nodes = new Map<number, QueueNode>();

  constructor(readonly spec: BookSpec) {
    this.lot = lotSize(spec.qtyPrecision);
  }

  get size(): number {
    return this.nodes.size;
  }

  get(orderId: number): Resting | undefined {
    return this.nodes.get(orderId)?.order;
  }

  /** `refuses`: resting orders to cancel instead of filling, as self-trade prevention does (engine/match.ts). */
  plan(taker: Taker, refuses?: (maker: Resting) => boolean): BookPlan {
    return planMatch(taker.side === 'buy' ? this.asks : this.bids, taker, this.lot, refuses);
  }

  /** A cancel as a plan, or null when the order does not rest here. */
  planCancel(orderId: number): BookPlan | null {
    const order = this.get(orderId);
    if (!order) return null;
    return { fills: [], cancels: [order], rest: null, filledQty: 0n, filledQuote: 0n, stop: 'filled' };
  }

  /** Applies a plan made against the current state; null when no level changed (seq unchanged). */
  apply(plan: BookPlan): DepthChange | null {
    const touched = { buy: new Set<bigint>(), sell: new Set<bigint>() };
    for (const order of plan.cancels) this.unlink(order.id, touched);
    for (const fill of plan.fills) {
      const node = this.node(fill.makerId);
      touched[node.order.side].add(node.level.price);
      if (fill.makerRemaining === 0n) this.unlink(fill.makerId, touched);
      else node.level.reduce(node, fill.qty);
    }
    if (plan.rest) {
      this.restore(plan.rest);
      touched[plan.rest.side].add(plan.rest.price);
    }
    if (touched.buy.size === 0 && touched.sell.size === 0) return null;
    this.seq += 1;
    return { seq: this.seq, bids: this.levelsAt(this.bids, touched.buy), asks: this.levelsAt(this.asks, touched.sell) };
  }

  execute(taker: Taker): { plan: BookPlan; change: DepthChange | null } {
    const plan = this.plan(taker);
    return { plan, change: this.apply(plan) };
  }

  /** Puts a resting order back without matching and without a depth update (restart). */
  restore(order: Resting): void {
    const side = order.side === 'buy' ? this.bids : this.asks;
    this.nodes.set(order.id, side.add({ ...order }));
  }

  bestBid(): bigint | null {
    return this.bids.best()?.price ?? null;
  }

  bestAsk(): bigint | null {
    return this.asks.best()?.price ?? null;
  }

  /** Top `limit` levels a side as canonical strings (the checksum hashes these exact strings). */
  snapshot(limit: number): DepthSnapshot {
    return { bids: this.bids.top(limit).map(this.formatted), asks: this.asks.top(limit).map(this.formatted), seq: this.seq };
  }

  /** The checksum of docs/protocol.md over the book as it is now, i.e. after the change of `seq`. */
  checksum(): number {
    const top = this.snapshot(DEPTH_CHECKSUM_LEVELS);
    return depthChecksum(top.bids, top.asks);
  }

  formatPrice(units: bigint): string {
    return fromUnits(units, this.spec.pricePrecision);
  }

  formatQty(units: bigint): string {
    return fromUnits(units, this.spec.qtyPrecision);
  }

  /** Formatting is most of a checksum's cost, and the top levels rarely all change: a level keeps its strings until its total moves. */
  private readonly formatted = (level: PriceLevel): Level => {
    if (level.formatted?.total !== level.total) level.formatted = { total: level.total, level: this.level(level.price, level.total) };
    return level.formatted.level;
  };

  private level(price: bigint, total: bigint): Level {
    return [this.formatPrice(price), this.formatQty(total)];
  }

  private levelsAt(side: BookSide, prices: Set<bigint>): Level[] {
    const sorted = [...prices].sort((a, b) => (side.better(a, b) ? -1 : 1));
    return sorted.map((p) => {
      const level = side.level(p);
      return level ? this.level(p, level.total) : [this.formatPrice(p), '0'];
    });
  }

  private unlink(orderId: number, touched: Record<'buy' | 'sell', Set<bigint>>): void {
    const node = this.node(orderId);
    touched[node.order.side].add(node.level.price);
    (node.order.side === 'buy' ? this.bids : this.asks).remove(node);
    this.nodes.delete(orderId);
  }

  private node(orderId: number): QueueNode {
    const node = this.nodes.get(orderId);
    if (!node) throw new Error(`order ${orderId} is not in the ${this.spec.symbol} book`);
    return node;
  }
}
