/**
 * Cycle contracts (docs/cycle.md): accepts orders, records the index tick log, settles the due orders at their expiry
 * a chunk per transaction (settle-chunks.ts), and serves the reads of docs/api.md `cycle/*`. Every write runs in the
 * one serial queue; memory (open orders, recent ticks) and the bus (`cycleOrder`, `indexTick`) move only after the
 * commit.
 */
import type { Kysely } from 'kysely';
import type { CycleEvidence, CycleListReq, CycleOrder, CycleRules, CycleTicksReq, IndexTick, PlaceCycleOrderReq } from '@contract/cycle';
import type { Paged } from '@contract/primitives';
import type { Bus } from '../bus';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import { pageQuery } from '../store/paging';
import type { Serial } from '../store/serial';
import type { CycleApi } from './cycle-api';
import { ExpiryTimer } from './expiry-timer';
import { IndexRecorder } from './index-recorder';
import { OpenBook } from './open-book';
import { toCycleOrder } from './order-record';
import { lastOrderId, openOrders, orderById, pageOrders } from './order-store';
import { placeIn } from './place';
import { seedPool } from './pool';
import { CYCLE_RULES, INDEX_TICK_MS, findCycleSymbol } from './rules';
import { settleDueInChunks } from './settle-chunks';
import { buildEvidence } from './evidence';
import { latestTicks, toWireTick } from './tick-log';

export interface CycleDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  clock: Clock;
  /** the index of a spot pair in 1e-8 units (its last trade, or a scripted path), null before it has one */
  indexOf(symbol: string): bigint | null;
  /** orders per settlement transaction (SETTLE_CHUNK); tests make it small to cross chunk boundaries with few orders */
  settleChunk?: number;
}

const DEFAULT_TICKS = 300;

export class CycleService implements CycleApi {
  readonly recorder: IndexRecorder;
  readonly book = new OpenBook();
  private readonly timer: ExpiryTimer;
  private nextId = 1;
  private settling: Promise<unknown> | null = null;

  constructor(readonly deps: CycleDeps) {
    this.recorder = new IndexRecorder(deps);
    this.timer = new ExpiryTimer(deps.clock, () => this.settleOnTime());
  }

  /**
   * Loads the tick log's tail and the open orders, seeds the pool once, records a first tick of every symbol and
   * settles every order that expired while the server was down; then records every `everyMs` and settles at each
   * expiry (0: neither; a test calls record() and settleDue()).
   */
  async start(everyMs = INDEX_TICK_MS): Promise<void> {
    const { db, serial, ledger } = this.deps;
    await this.recorder.load(db);
    for (const order of await openOrders(db)) this.book.add(order);
    this.nextId = (await lastOrderId(db)) + 1;
    await serial.run((trx) => seedPool(trx, ledger));
    await this.recorder.record();
    await this.settleDue();
    if (everyMs === 0) return this.timer.stop();
    this.recorder.start(everyMs);
    this.timer.set(this.book.earliestExpiry());
  }

  async stop(): Promise<void> {
    this.timer.stop();
    await this.recorder.stop();
    await this.settling;
  }

  rules(): CycleRules {
    return CYCLE_RULES;
  }

  async ticks(req: CycleTicksReq): Promise<IndexTick[]> {
    if (!findCycleSymbol(req.symbol)) throw new AppError(404, 'cycleUnknownSymbol');
    return (await latestTicks(this.deps.db, req.symbol, req.limit ?? DEFAULT_TICKS, req.before)).map(toWireTick);
  }

  recentTicks(symbol: string): IndexTick[] {
    return this.recorder.recentTicks(symbol);
  }

  /** A tick of every cycle symbol now (the recorder's timer does this every second). */
  record(): Promise<IndexTick[]> {
    return this.recorder.record();
  }

  place(userId: number, req: PlaceCycleOrderReq): Promise<CycleOrder> {
    return this.deps.serial.run(async (trx) => {
      const { order, created } = await placeIn(trx, { ...this.deps, recorder: this.recorder, book: this.book }, userId, req, this.nextId);
      if (created)
        this.deps.serial.hooks(trx).afterCommit(() => {
          this.nextId = order.id + 1;
          this.book.add(order);
          this.timer.include(order.expiryTime);
          this.deps.bus.emit('cycleOrder', userId, toCycleOrder(order));
        });
      return toCycleOrder(order);
    });
  }

  /** Settles every order due at the clock's time, a chunk per transaction, each chunk published after its commit. */
  async settleDue(): Promise<CycleOrder[]> {
    const settled = await settleDueInChunks({ ...this.deps, recorder: this.recorder, book: this.book }, this.deps.settleChunk);
    this.timer.set(this.book.earliestExpiry());
    return settled;
  }

  async openOrders(userId: number, req: CycleListReq): Promise<Paged<CycleOrder>> {
    return this.page(userId, true, req);
  }

  async allOpenOrders(userId: number): Promise<CycleOrder[]> {
    return this.book.ofUser(userId).map(toCycleOrder);
  }

  async history(userId: number, req: CycleListReq): Promise<Paged<CycleOrder>> {
    return this.page(userId, false, req);
  }

  async evidence(userId: number, orderId: string): Promise<CycleEvidence> {
    const order = /^[1-9]\d{0,15}$/.test(orderId) ? await orderById(this.deps.db, Number(orderId)) : null;
    if (!order || order.userId !== userId) throw new AppError(404, 'orderNotFound');
    return buildEvidence(this.deps.db, order);
  }

  private async page(userId: number, open: boolean, req: CycleListReq): Promise<Paged<CycleOrder>> {
    const q = pageQuery(req);
    const { items, total } = await pageOrders(this.deps.db, userId, open, q);
    return { items: items.map(toCycleOrder), page: q.page, size: q.size, total };
  }

  private settleOnTime(): void {
    // a run still going reads the due orders again for each chunk and sets the timer when it ends
    if (this.settling) return;
    this.settling = this.settleDue()
      .catch((err: unknown) => {
        console.error('cycle: settlement failed; retrying in a second', err);
        this.timer.set(this.deps.clock.now() + INDEX_TICK_MS);
      })
      .finally(() => (this.settling = null));
  }
}
