/**
 * Bus events of one committed command: trades (oldest first), the depth change, the changed orders.
 * Balance events come from the ledger, which publishes every committed change itself.
 */
import type { Level, Trade } from '@contract/market';
import type { DepthUpdateData } from '@contract/ws';
import type { Bus, BusEvents } from '../bus';
import type { CommandOutcome } from './command-context';
import type { OrderBook } from './order-book';
import { toOrder } from './order-view';
import type { DepthChange } from './types';

export function publish(bus: Bus, outcome: CommandOutcome, trades: Trade[], change: DepthChange | null): void {
  const { market } = outcome;
  const symbol = market.def.symbol;
  for (const trade of trades) emit(bus, 'trade', symbol, trade);
  if (change) emit(bus, 'depth', symbol, new PublishedDepth(change, market.book));
  for (const order of outcome.orders) emit(bus, 'order', order.userId, toOrder(order, market));
}

/**
 * A depth change as the bus carries it. The checksum is computed on its first read, so a change of a
 * book nobody watches costs no CRC (the engine runs hundreds of thousands of commands a second).
 * Listeners run inside the publish, while the book is still at this seq; a read after the book
 * moved on would hash another book, so it throws instead.
 */
export class PublishedDepth implements DepthUpdateData {
  readonly seq: number;
  readonly bids: Level[];
  readonly asks: Level[];
  readonly #book: OrderBook;
  #checksum: number | null = null;

  constructor(change: DepthChange, book: OrderBook) {
    this.seq = change.seq;
    this.bids = change.bids;
    this.asks = change.asks;
    this.#book = book;
  }

  get checksum(): number {
    if (this.#checksum === null) {
      if (this.#book.seq !== this.seq) throw new Error(`depth checksum of seq ${this.seq} read when the book is at ${this.#book.seq}`);
      this.#checksum = this.#book.checksum();
    }
    return this.#checksum;
  }
}

/**
 * The command is committed whatever a listener does: a listener that throws is logged and the
 * remaining events still go out.
 */
function emit<K extends keyof BusEvents>(bus: Bus, event: K, ...args: BusEvents[K]): void {
  try {
    (bus.emit as (e: K, ...a: BusEvents[K]) => boolean)(event, ...args);
  } catch (err) {
    console.error(`spot: a ${String(event)} listener failed`, err);
  }
}
