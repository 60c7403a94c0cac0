/**
 * Index and mark prices of the perpetuals (docs/futures.md, "Index, mark, tick log"): every second, one tick per
 * perpetual, appended to the tick log in one transaction with the state it advances, then published on the bus
 * (`mark`). It is the trading service's MarkSource. Ticks are taken at the clock's time (server/clock.ts), so a test
 * moves a ManualClock and calls `record()`.
 */
import type { Kysely } from 'kysely';
import type { FundingRateRecord, FundingRatesReq, MarkTick, PerpetualInfo } from '@contract/futures';
import type { Paged } from '@contract/primitives';
import type { Bus } from '../../bus';
import { PERPETUALS, underlyingOf } from '../../catalogue/perpetuals';
import type { Clock } from '../../clock';
import { fromUnits, toUnits } from '../../money';
import type { Database } from '../../store/schema';
import type { Serial } from '../../store/serial';
import type { MarkReading, MarkSource } from '../trading/mark-source';
import type { BookTop } from './book-top';
import { pageFundingRates } from './funding-rates';
import { fundingIntervalMs, markStep, toMarkTick } from './mark-step';
import { TickPruner } from './tick-pruner';
import { appendTicks, firstTickFrom, lastTick, lastTickBefore, type StoredTick } from './tick-store';

export const MARK_TICK_MS = 1000;
const RATE_DECIMALS = 8;
/** how often (clock time) the timer prunes the tick log */
const PRUNE_EVERY_MS = 3_600_000;

export interface PriceDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  clock: Clock;
  /** the index of a spot pair in 1e-8 units (its last trade, or a scripted path), null before it has one */
  indexOf(spotSymbol: string): bigint | null;
  /** the perpetual's own book (FuturesService.bookTop) */
  bookTop(symbol: string): BookTop | null;
}

export class PriceService implements MarkSource {
  private readonly last = new Map<string, StoredTick>();
  private readonly wire = new Map<string, MarkTick>();
  private timer: NodeJS.Timeout | null = null;
  private recording: Promise<unknown> | null = null;
  private readonly pruner: TickPruner;
  private nextPrune = 0;
  private pruning: Promise<unknown> | null = null;

  constructor(private readonly deps: PriceDeps) {
    this.pruner = new TickPruner(deps);
  }

  /** Continues each perpetual's seq, EMA and funding average from its last stored tick. */
  async load(): Promise<void> {
    for (const perp of PERPETUALS) {
      const row = await lastTick(this.deps.db, perp.symbol);
      if (row) this.remember(row, toMarkTick(perp, row));
    }
  }

  /** Loads, records a first tick at once (so every perpetual has a mark), then one every `everyMs` (0: only when called). */
  async start(everyMs = MARK_TICK_MS): Promise<void> {
    await this.load();
    await this.record();
    if (everyMs > 0) this.timer = setInterval(() => this.recordUnlessBusy(), everyMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.recording;
    await this.pruning;
  }

  /** Records one tick of every perpetual at the clock's time; published after the commit. */
  async record(): Promise<MarkTick[]> {
    const ts = this.deps.clock.now();
    return this.deps.serial.run(async (trx) => {
      const rows = PERPETUALS.map((perp) =>
        markStep(perp, this.last.get(perp.symbol) ?? null, this.indexOf(perp), this.deps.bookTop(perp.symbol), ts),
      );
      await appendTicks(trx, rows);
      const ticks = rows.map((row, i) => toMarkTick(PERPETUALS[i]!, row));
      // memory moves with the commit, so the next tick (queued behind this one) continues from it
      this.deps.serial.hooks(trx).afterCommit(() => {
        rows.forEach((row, i) => this.remember(row, ticks[i]!));
        for (const tick of ticks) this.deps.bus.emit('mark', tick);
      });
      return ticks;
    });
  }

  /** Deletes the ticks no settlement needs (tick-pruner.ts); the timer calls it hourly. Answers how many went. */
  prune(): Promise<number> {
    return this.pruner.prune(this.deps.clock.now());
  }

  /** The latest tick of a perpetual, as the wire carries it. */
  tick(symbol: string): MarkTick | undefined {
    return this.wire.get(symbol);
  }

  ticks(): MarkTick[] {
    return PERPETUALS.flatMap((perp) => this.wire.get(perp.symbol) ?? []);
  }

  latest(symbol: string): MarkReading | null {
    const row = this.last.get(symbol);
    return row ? { mark: BigInt(row.mark_price), seq: row.seq, ts: row.ts } : null;
  }

  /** The rate charged at `fundingTime`: the estimate of the interval's last tick, with that tick's seq. */
  async intervalRate(perp: PerpetualInfo, fundingTime: number): Promise<{ rate: string; seq: number } | null> {
    const row = await lastTickBefore(this.deps.db, perp.symbol, fundingTime, fundingTime - fundingIntervalMs(perp));
    return row ? { rate: fromUnits(BigInt(row.funding_rate), RATE_DECIMALS), seq: row.seq } : null;
  }

  /** The first tick at or after `ts` (a funding time's tick), as the wire carries it. */
  async tickFrom(perp: PerpetualInfo, ts: number): Promise<MarkTick | null> {
    const row = await firstTickFrom(this.deps.db, perp.symbol, ts);
    return row ? toMarkTick(perp, row) : null;
  }

  /** Past funding rates of a perpetual, newest first (the funding runs of the trading service). */
  fundingRates(req: FundingRatesReq): Promise<Paged<FundingRateRecord>> {
    return pageFundingRates(this.deps.db, req);
  }

  /** The spot pair's index; its catalogue start price until it has one. */
  private indexOf(perp: PerpetualInfo): bigint {
    const spot = underlyingOf(perp);
    return this.deps.indexOf(spot.symbol) ?? toUnits(spot.startPrice);
  }

  private remember(row: StoredTick, tick: MarkTick): void {
    this.last.set(row.symbol, row);
    this.wire.set(row.symbol, tick);
  }

  /** Beside the recording, never in its way: a long first prune after a restart must not skip mark ticks. */
  private pruneWhenDue(): void {
    const now = this.deps.clock.now();
    if (this.pruning || now < this.nextPrune) return;
    this.nextPrune = now + PRUNE_EVERY_MS;
    this.pruning = this.prune()
      .catch((err: unknown) => console.error('prices: pruning the tick log failed', err))
      .finally(() => (this.pruning = null));
  }

  /** A tick that waits for a slow database is skipped, not queued behind it. */
  private recordUnlessBusy(): void {
    if (this.recording) return;
    this.pruneWhenDue();
    this.recording = this.record()
      .catch((err: unknown) => console.error('prices: recording mark ticks failed', err))
      .finally(() => (this.recording = null));
  }
}
