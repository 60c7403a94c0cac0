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

/** Settles every order due at the clock's time, chunk by chunk, until a reading of the due orders finds less than a chunk. */
export async function settleDueInChunks(deps: ChunkDeps, chunkSize = SETTLE_CHUNK): Promise<CycleOrder[]> {
  const settled: CycleOrder[] = [];
  for (;;) {
    const chunk = await deps.serial.run(async (trx) => {
      // read inside the queue: a chunk committed just before has already left the book
      const due = deps.book.due(deps.clock.now()).slice(0, chunkSize);
      const done = await settleIn(trx, deps, due);
      deps.serial.hooks(trx).afterCommit(() => publish(deps, due, done));
      return { read: due.length, done };
    });
    settled.push(...chunk.done.map(toCycleOrder));
    if (chunk.read < chunkSize) return settled;
  }
}

function publish(deps: ChunkDeps, due: readonly CycleOrderRecord[], done: readonly CycleOrderRecord[]): void {
  // an order of `due` not in `done` was no longer open in the database (settled by an earlier service): not open either
  for (const order of due) deps.book.remove(order);
  for (const order of done) deps.bus.emit('cycleOrder', order.userId, toCycleOrder(order));
}
