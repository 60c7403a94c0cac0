/**
 * Settling what is due in chunks (docs/cycle.md, "Settlement"): up to SETTLE_CHUNK orders per transaction, soonest
 * expiry first, each chunk committed and pushed before the next one is read. With 10,000 orders due in one second, one
 * big transaction would hold back every result (and every new order queued behind it) until all are settled; chunks
 * push the first results within a chunk's time and let other writes take their turn between chunks.
 */
import type { CycleOrder } from '@contract/cycle';
import type { Bus } from '../bus';
import type { Serial } from '../store/serial';
import type { OpenBook } from './open-book';
import { toCycleOrder, type CycleOrderRecord } from './order-record';
import { settleIn, type SettleDeps } from './settle-due';

/** orders per settlement transaction: small enough that a chunk commits in tens of milliseconds */
export const SETTLE_CHUNK = 500;

export interface ChunkDeps extends SettleDeps {
  serial: Serial;
  bus: Bus;
  book: OpenBook;
}

/**
 * Settles every order due at the clock's time, chunk by chunk, then whatever fell due meanwhile, until nothing is due.
 * The due orders are read (and sorted) once per round, not per chunk: 10,000 of them sorted for each of 20 chunks
 * cost more than the chunks themselves.
 */
export async function settleDueInChunks(deps: ChunkDeps, chunkSize = SETTLE_CHUNK): Promise<CycleOrder[]> {
  const settled: CycleOrder[] = [];
  for (let due = deps.book.due(deps.clock.now()); due.length > 0; due = deps.book.due(deps.clock.now())) {
    for (let from = 0; from < due.length; from += chunkSize) {
      const chunkSettled = await deps.serial.run(async (trx) => {
        // an order settled by another run since the read has left the book
        const chunk = due.slice(from, from + chunkSize).filter((o) => deps.book.has(o.id));
        const done = await settleIn(trx, deps, chunk);
        deps.serial.hooks(trx).afterCommit(() => publish(deps, chunk, done));
        return done;
      });
      settled.push(...chunkSettled.map(toCycleOrder));
    }
  }
  return settled;
}

function publish(deps: ChunkDeps, due: readonly CycleOrderRecord[], done: readonly CycleOrderRecord[]): void {
  // an order of `due` not in `done` was no longer open in the database (settled by an earlier service): not open either
  for (const order of due) deps.book.remove(order);
  for (const order of done) deps.bus.emit('cycleOrder', order.userId, toCycleOrder(order));
}
