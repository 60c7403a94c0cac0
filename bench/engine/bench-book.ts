/** The two in-memory books the benchmark compares, behind one small interface, and the loop that drives them. */
import { OrderBook } from '../../server/engine/order-book';
import type { Taker } from '../../server/engine/types';
import { LatencyRecorder, type LatencySummary } from './latency';
import { LiveOrders, type BenchCommand } from './workload';

export interface BenchOutcome {
  /** resting orders that left the book (filled, or cancelled by self-trade prevention) */
  done: number[];
  rested: boolean;
}

export interface BenchBook {
  place(taker: Taker): BenchOutcome;
  cancel(id: number): boolean;
}

/** The engine's book: plan + apply, including the formatted depth change it publishes. */
export class EngineBook implements BenchBook {
  readonly book = new OrderBook({ symbol: 'BTCUSDT', pricePrecision: 2, qtyPrecision: 5 });

  place(taker: Taker): BenchOutcome {
    const { plan } = this.book.execute(taker);
    const done = plan.cancels.map((o) => o.id);
    for (const f of plan.fills) if (f.makerRemaining === 0n) done.push(f.makerId);
    return { done, rested: plan.rest !== null };
  }

  cancel(id: number): boolean {
    const plan = this.book.planCancel(id);
    return plan !== null && this.book.apply(plan) !== null;
  }
}

export function toTaker(cmd: Exclude<BenchCommand, { kind: 'cancel' }>, id: number): Taker {
  if (cmd.kind === 'limit') return { id, userId: cmd.userId, side: cmd.side, type: 'limit', price: cmd.price, qty: cmd.qty };
  return cmd.side === 'buy'
    ? { id, userId: cmd.userId, side: 'buy', type: 'market', quote: cmd.amount }
    : { id, userId: cmd.userId, side: 'sell', type: 'market', qty: cmd.amount };
}

/** Runs the commands one by one, timing each; returns the summary and how many orders rest at the end. */
export function driveBook(book: BenchBook, commands: readonly BenchCommand[]): LatencySummary & { resting: number } {
  const live = new LiveOrders();
  const latency = new LatencyRecorder();
  let nextId = 1;
  for (const cmd of commands) {
    if (cmd.kind === 'cancel') {
      const id = live.pick(cmd.pick);
      const start = performance.now();
      if (id !== undefined) book.cancel(id);
      latency.add(performance.now() - start);
      if (id !== undefined) live.remove(id);
      continue;
    }
    const taker = toTaker(cmd, nextId++);
    const start = performance.now();
    const outcome = book.place(taker);
    latency.add(performance.now() - start);
    // sorted: both books then leave the live list in the same order, so later cancels pick the same ids
    for (const id of outcome.done.sort((a, b) => a - b)) live.remove(id);
    if (outcome.rested) live.add(taker.id);
  }
  return { ...latency.summary(), resting: live.size };
}
