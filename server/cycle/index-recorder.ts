/**
 * The index tick log's writer (docs/cycle.md, "The index and its tick log"): every INDEX_TICK_MS one tick of every
 * cycle symbol at the clock's time, and on demand the tick an order's acceptance or expiry needs, each in the running
 * transaction. Ticks reach memory (the last RECENT_TICKS per symbol, the `index.<SYMBOL>` snapshot) and the bus
 * (`indexTick`) only after the commit; a rolled-back tick never existed.
 */
import type { Transaction } from 'kysely';
import type { IndexTick } from '@contract/cycle';
import type { Bus } from '../bus';
import { findSymbol } from '../catalogue/symbols';
import type { Clock } from '../clock';
import { toUnits } from '../money';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { CYCLE_SYMBOLS, INDEX_TICK_MS } from './rules';
import { appendIndexTicks, firstTickAtOrAfter, latestTicks, toWireTick, type Reader, type StoredIndexTick } from './tick-log';

/** ticks per symbol kept in memory: the `index.<SYMBOL>` snapshot (docs/protocol.md) */
export const RECENT_TICKS = 300;

export interface IndexRecorderDeps {
  serial: Serial;
  bus: Bus;
  clock: Clock;
  /** the index of a spot pair in 1e-8 units (its last trade, or a scripted path), null before it has one */
  indexOf(symbol: string): bigint | null;
}

export class IndexRecorder {
  /** committed ticks, oldest first */
  private readonly recent = new Map<string, StoredIndexTick[]>();
  /** ticks of the running transaction, not yet committed */
  private pending: StoredIndexTick[] = [];
  private pendingTrx: Transaction<Database> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private recording: Promise<unknown> | null = null;

  constructor(private readonly deps: IndexRecorderDeps) {}

  /** Each symbol's last ticks from the log, so seqs continue and the snapshot has history after a restart. */
  async load(db: Reader): Promise<void> {
    for (const { symbol } of CYCLE_SYMBOLS) this.recent.set(symbol, await latestTicks(db, symbol, RECENT_TICKS));
  }

  /** Records every `everyMs` (0: only when called); load() first. */
  start(everyMs = INDEX_TICK_MS): void {
    if (everyMs > 0) this.timer = setInterval(() => this.recordUnlessBusy(), everyMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.recording;
  }

  /** One tick of every cycle symbol at the clock's time, in its own transaction. */
  record(): Promise<IndexTick[]> {
    return this.deps.serial.run(async (trx) =>
      (
        await this.append(
          trx,
          CYCLE_SYMBOLS.map((s) => s.symbol),
        )
      ).map(toWireTick),
    );
  }

  /**
   * A tick of `symbol` at the clock's time unless one is already recorded at it, in the running transaction: the
   * tick an acceptance or an expiry at this instant is taken from.
   */
  async ensureTickNow(trx: Transaction<Database>, symbol: string): Promise<void> {
    const last = this.latest(symbol);
    if (!last || last.ts < this.deps.clock.now()) await this.append(trx, [symbol]);
  }

  /** The first tick at or after `ts`: from memory when it reaches back before `ts`, else from the log. */
  async firstAtOrAfter(db: Reader, symbol: string, ts: number): Promise<StoredIndexTick | null> {
    const known = [...(this.recent.get(symbol) ?? []), ...this.pending.filter((t) => t.symbol === symbol)];
    if (known.length > 0 && known[0]!.ts < ts) return known.find((t) => t.ts >= ts) ?? null;
    return firstTickAtOrAfter(db, symbol, ts);
  }

  /** The committed last ticks of a symbol, oldest first; [] for an unknown symbol. */
  recentTicks(symbol: string): IndexTick[] {
    return (this.recent.get(symbol) ?? []).map(toWireTick);
  }

  /** The latest tick of a symbol, the running transaction's included. */
  private latest(symbol: string): StoredIndexTick | undefined {
    return this.pending.findLast((t) => t.symbol === symbol) ?? this.recent.get(symbol)?.at(-1);
  }

  private async append(trx: Transaction<Database>, symbols: readonly string[]): Promise<StoredIndexTick[]> {
    const now = this.deps.clock.now();
    const ticks = symbols.map((symbol) => {
      const last = this.latest(symbol);
      // seq order is time order: a clock stepped back records at the last tick's time
      return { symbol, seq: (last?.seq ?? 0) + 1, ts: Math.max(now, last?.ts ?? now), price: this.indexOf(symbol) };
    });
    await appendIndexTicks(trx, ticks);
    this.track(trx);
    this.pending.push(...ticks);
    return ticks;
  }

  private track(trx: Transaction<Database>): void {
    if (this.pendingTrx === trx) return;
    this.pendingTrx = trx;
    const hooks = this.deps.serial.hooks(trx);
    hooks.afterCommit(() => {
      const committed = this.pending;
      this.reset();
      for (const tick of committed) {
        const list = this.recent.get(tick.symbol) ?? [];
        list.push(tick);
        if (list.length > RECENT_TICKS) list.splice(0, list.length - RECENT_TICKS);
        this.recent.set(tick.symbol, list);
      }
      for (const tick of committed) this.deps.bus.emit('indexTick', toWireTick(tick));
    });
    hooks.afterRollback(() => this.reset());
  }

  private reset(): void {
    this.pending = [];
    this.pendingTrx = null;
  }

  /** The pair's index on its price tick (what the wire shows is what is stored); its start price until it trades. */
  private indexOf(symbol: string): bigint {
    const def = findSymbol(symbol)!;
    const tick = 10n ** BigInt(8 - def.pricePrecision);
    const units = this.deps.indexOf(symbol) ?? toUnits(def.startPrice);
    return (units / tick) * tick;
  }

  /** A tick that waits for a slow database is skipped, not queued behind it. */
  private recordUnlessBusy(): void {
    if (this.recording) return;
    this.recording = this.record()
      .catch((err: unknown) => console.error('cycle: recording index ticks failed', err))
      .finally(() => (this.recording = null));
  }
}
