/**
 * One side of a book. Prices are kept in a sorted array with the best price at the END, so the
 * level a taker consumes first is removed with a pop; a new or vanished level costs one binary
 * search plus one splice, and a level is found by price in O(1) through a map.
 */
import type { OrderSide } from '@contract/spot';
import { PriceLevel, type QueueNode } from './price-level';
import type { Resting } from './types';

export class BookSide {
  /** ascending for bids, descending for asks: best last */
  private readonly prices: bigint[] = [];
  private readonly levels = new Map<bigint, PriceLevel>();

  constructor(readonly side: OrderSide) {}

  get depth(): number {
    return this.prices.length;
  }

  level(price: bigint): PriceLevel | undefined {
    return this.levels.get(price);
  }

  best(): PriceLevel | undefined {
    const p = this.prices[this.prices.length - 1];
    return p === undefined ? undefined : this.levels.get(p);
  }

  /** True when `a` ranks strictly before `b` on this side (higher bid, lower ask). */
  better(a: bigint, b: bigint): boolean {
    return this.side === 'buy' ? a > b : a < b;
  }

  add(order: Resting): QueueNode {
    let level = this.levels.get(order.price);
    if (!level) {
      level = new PriceLevel(order.price);
      this.levels.set(order.price, level);
      this.prices.splice(this.indexOf(order.price), 0, order.price);
    }
    return level.push(order);
  }

  remove(node: QueueNode): void {
    const level = node.level;
    level.unlink(node);
    if (level.empty) this.dropLevel(level.price);
  }

  /** Levels from the best price outwards. */
  *fromBest(): Generator<PriceLevel> {
    for (let i = this.prices.length - 1; i >= 0; i--) yield this.levels.get(this.prices[i]!)!;
  }

  top(limit: number): PriceLevel[] {
    const out: PriceLevel[] = [];
    for (let i = this.prices.length - 1; i >= 0 && out.length < limit; i--) out.push(this.levels.get(this.prices[i]!)!);
    return out;
  }

  private dropLevel(price: bigint): void {
    this.levels.delete(price);
    const last = this.prices.length - 1;
    if (this.prices[last] === price) this.prices.pop();
    else this.prices.splice(this.indexOf(price), 1);
  }

  /** Binary search: the index of `price`, or where it would be inserted (array is worst..best). */
  private indexOf(price: bigint): number {
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.better(price, this.prices[mid]!)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
