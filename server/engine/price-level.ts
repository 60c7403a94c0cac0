/** One price of one side: a FIFO queue of resting orders (doubly linked, so a cancel is O(1)). */
import type { Level } from '@contract/market';
import type { Resting } from './types';

export interface QueueNode {
  order: Resting;
  level: PriceLevel;
  prev: QueueNode | null;
  next: QueueNode | null;
}

export class PriceLevel {
  total = 0n;
  head: QueueNode | null = null;
  tail: QueueNode | null = null;
  /** the level as last formatted for a snapshot, valid while `total` is the same (OrderBook.snapshot) */
  formatted: { total: bigint; level: Level } | null = null;

  constructor(readonly price: bigint) {}

  get empty(): boolean {
    return this.head === null;
  }

  /** Appends at the back of the queue: later orders have lower time priority. */
  push(order: Resting): QueueNode {
    const node: QueueNode = { order, level: this, prev: this.tail, next: null };
    if (this.tail) this.tail.next = node;
    else this.head = node;
    this.tail = node;
    this.total += order.remaining;
    return node;
  }

  unlink(node: QueueNode): void {
    if (node.prev) node.prev.next = node.next;
    else this.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else this.tail = node.prev;
    node.prev = node.next = null;
    this.total -= node.order.remaining;
  }

  /** Lowers a resting order's quantity in place: a partial fill keeps its place in the queue. */
  reduce(node: QueueNode, qty: bigint): void {
    node.order.remaining -= qty;
    this.total -= qty;
  }

  *orders(): Generator<Resting> {
    for (let n = this.head; n; n = n.next) yield n.order;
  }
}
