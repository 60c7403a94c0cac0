/**
 * Settling the due orders, inside the running transaction (docs/cycle.md, "Settlement"): one tick of each of their
 * symbols at this instant (so an order expiring now has its exit tick), then per order the first tick at or after its
 * expiry, the result by its own stored terms, and one balanced ledger entry. An order no longer open in the database
 * is skipped, so nothing is ever settled twice.
 */
import type { Transaction } from 'kysely';
import type { Clock } from '../clock';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { IndexRecorder } from './index-recorder';
import type { CycleOrderRecord } from './order-record';
import { stillOpen, storeSettlements } from './order-store';
import { settle, settlementPostings } from './settle';

export interface SettleDeps {
  ledger: Ledger;
  clock: Clock;
  recorder: IndexRecorder;
}

export async function settleIn(
  trx: Transaction<Database>,
  deps: SettleDeps,
  due: readonly CycleOrderRecord[],
): Promise<CycleOrderRecord[]> {
  const settledAt = deps.clock.now();
  for (const symbol of new Set(due.map((o) => o.symbol))) await deps.recorder.ensureTickNow(trx, symbol);
  const open = await stillOpen(
    trx,
    due.map((o) => o.id),
  );
  const settled: CycleOrderRecord[] = [];
  for (const order of due) {
    if (!open.has(order.id)) continue;
    const exit = await deps.recorder.firstAtOrAfter(trx, order.symbol, order.expiryTime);
    if (!exit) throw new Error(`cycle: order ${order.id} is due but ${order.symbol} has no tick at or after ${order.expiryTime}`);
    const result = settle(order, order.entry.price, exit.price);
    const done: CycleOrderRecord = { ...order, status: 'settled', exit, ...result, settledAt, version: order.version + 1 };
    await deps.ledger.post(trx, { kind: 'cycle_settle', ref: String(order.id), postings: settlementPostings(order.userId, order, result) });
    settled.push(done);
  }
  await storeSettlements(trx, settled);
  return settled;
}
