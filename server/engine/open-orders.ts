/** Committed open orders by id, with how many each user has per symbol (for the open-order cap). */
import { isOpen, type OrderRecord } from './order-record';

export class OpenOrders {
  private readonly byId = new Map<number, OrderRecord>();
  private readonly counts = new Map<string, number>();

  get(id: number): OrderRecord | undefined {
    return this.byId.get(id);
  }

  count(userId: number, symbol: string): number {
    return this.counts.get(`${userId}:${symbol}`) ?? 0;
  }

  /** Records the new state of an order: kept while open, dropped once finished. */
  update(r: OrderRecord): void {
    const known = this.byId.has(r.id);
    const key = `${r.userId}:${r.symbol}`;
    if (isOpen(r.status)) {
      this.byId.set(r.id, r);
      if (!known) this.counts.set(key, this.count(r.userId, r.symbol) + 1);
    } else if (known) {
      this.byId.delete(r.id);
      this.counts.set(key, this.count(r.userId, r.symbol) - 1);
    }
  }
}
