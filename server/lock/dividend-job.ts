/**
 * The daily dividend job (docs/lock-mining.md "The daily dividend job"): at 00:00 UTC on the server clock, and once at
 * start, it pays every active order every day that is due and not yet paid, up to DIVIDEND_CHUNK orders a transaction,
 * each chunk committed and pushed before the next is read; so a restart after three days down pays exactly three
 * dividends per order. The timer counts real time to the next 00:00 UTC of the clock; a test leaves it off and calls
 * runDue() after moving its clock.
 */
import type { LockOrder } from '@contract/lock';
import { LOCK_DAY_MS } from '@contract/lock-dates';
import type { Bus } from '../bus';
import type { Clock } from '../clock';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import type { Kysely } from 'kysely';
import type { LockOrderRecord } from './order-record';
import { dueOrders, wireOrders } from './order-store';
import { payDueIn } from './pay-due';

/** orders per transaction: small enough that a chunk commits in tens of milliseconds */
export const DIVIDEND_CHUNK = 200;
/** a run that failed is tried again this much later */
const RETRY_MS = 1000;

export interface DividendJobDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  clock: Clock;
}

export class DividendJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly deps: DividendJobDeps,
    private readonly chunk = DIVIDEND_CHUNK,
  ) {}

  /** Pays everything due at the clock's time, chunk by chunk; the orders it changed, as pushed. */
  async runDue(): Promise<LockOrder[]> {
    const { db, serial, bus, ledger, clock } = this.deps;
    const changed: LockOrder[] = [];
    for (let due = await dueOrders(db, clock.now(), this.chunk); due.length > 0; due = await dueOrders(db, clock.now(), this.chunk)) {
      const now = clock.now();
      const done = await serial.run(async (trx) => {
        const paid: LockOrderRecord[] = [];
        for (const o of due) {
          const result = await payDueIn(trx, ledger, o.id, now);
          if (result?.changed) paid.push(result.order);
        }
        const wire = await wireOrders(trx, paid);
        serial.hooks(trx).afterCommit(() => wire.forEach((order, i) => bus.emit('lockOrder', paid[i]!.userId, order)));
        return wire;
      });
      changed.push(...done);
    }
    return changed;
  }

  /** Runs now (the catch-up), then at every 00:00 UTC of the clock. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.runDue();
    this.schedule(this.untilMidnight());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private untilMidnight(): number {
    const now = this.deps.clock.now();
    return (Math.floor(now / LOCK_DAY_MS) + 1) * LOCK_DAY_MS - now;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runDue()
        .then(() => this.schedule(this.untilMidnight()))
        .catch((err: unknown) => {
          console.error('lock: the dividend run failed; retrying in a second', err);
          this.schedule(RETRY_MS);
        })
        .finally(() => (this.running = null));
    }, ms);
  }
}
