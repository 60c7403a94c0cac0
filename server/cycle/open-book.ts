/**
 * The open cycle orders in memory: what the scheduler settles, what each user's `cycleOrders` snapshot shows, and the
 * pool's exposure (the profit of every open order winning at once), which the solvency rule of docs/cycle.md checks.
 */
import type { CycleOrderRecord } from './order-record';
import { winProfitOf } from './settle';

export class OpenBook {
  private readonly orders = new Map<number, CycleOrderRecord>();
  /** Σ profit on a win of the open orders */
  exposure = 0n;

  add(order: CycleOrderRecord): void {
    this.orders.set(order.id, order);
    this.exposure += winProfitOf(order.stake, order.payoutRate);
  }

  remove(order: CycleOrderRecord): void {
    if (this.orders.delete(order.id)) this.exposure -= winProfitOf(order.stake, order.payoutRate);
  }

  has(orderId: number): boolean {
    return this.orders.has(orderId);
  }

  /** Orders expired at `now`, soonest first. */
  due(now: number): CycleOrderRecord[] {
    return this.sorted([...this.orders.values()].filter((o) => o.expiryTime <= now));
  }

  ofUser(userId: number): CycleOrderRecord[] {
    return this.sorted([...this.orders.values()].filter((o) => o.userId === userId));
  }

  earliestExpiry(): number | null {
    let earliest: number | null = null;
    for (const o of this.orders.values()) if (earliest === null || o.expiryTime < earliest) earliest = o.expiryTime;
    return earliest;
  }

  private sorted(list: CycleOrderRecord[]): CycleOrderRecord[] {
    return list.sort((a, b) => a.expiryTime - b.expiryTime || a.id - b.id);
  }
}
