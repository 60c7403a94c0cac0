/**
 * The risk loop (docs/futures.md, Risk engine): on every `mark` bus event, liquidate the positions whose liquidation
 * price the mark reaches, then fire the TP/SL triggers it reaches, then let the funding job run what is due. Events
 * are handled one at a time in arrival order, so a tick never sees a half-applied change.
 */
import type { MarkTick } from '@contract/futures';
import type { Bus } from '../../bus';
import { fromUnits, toUnits } from '../../money';
import { liquidationDirection, reaches } from '../math';
import type { FundingJob } from './funding-job';
import { RiskBook } from './risk-book';
import type { RiskTrading } from './risk-ports';
import { PERPETUALS } from '../../catalogue/perpetuals';

export interface RiskLoopDeps {
  trading: RiskTrading;
  bus: Bus;
  funding?: FundingJob;
}

export class RiskLoop {
  readonly book: RiskBook;
  private queue: Promise<void> = Promise.resolve();
  private readonly listeners: (() => void)[] = [];
  /** the latest tick of each perpetual: the evidence when another perpetual's move brings a position to liquidation */
  private readonly lastTicks = new Map<string, MarkTick>();

  constructor(private readonly deps: RiskLoopDeps) {
    this.book = new RiskBook(deps.trading);
  }

  /** Loads every open position, listens to the bus, and runs the funding times missed while the server was down. */
  async start(): Promise<void> {
    for (const perp of PERPETUALS) this.book.upsert(this.deps.trading.openPositionsOf(perp.symbol));
    const { bus } = this.deps;
    const onMark = (tick: MarkTick) => void this.enqueue(() => this.onMark(tick));
    const onPosition = (_userId: number, position: { id: string }) => void this.enqueue(async () => this.refresh(Number(position.id)));
    const onBalance = (userId: number) =>
      void this.enqueue(async () => {
        if (this.book.hasUser(userId)) this.book.revalueUser(userId);
      });
    bus.on('mark', onMark);
    bus.on('position', onPosition);
    bus.on('balance', onBalance);
    this.listeners.push(
      () => bus.off('mark', onMark),
      () => bus.off('position', onPosition),
      () => bus.off('balance', onBalance),
    );
    if (this.deps.funding) await this.enqueue(() => this.deps.funding!.runDue());
  }

  /** Stops listening and waits for the event in hand. */
  async stop(): Promise<void> {
    for (const off of this.listeners.splice(0)) off();
    await this.queue;
  }

  /** Resolves when every event received so far has been handled. */
  settled(): Promise<void> {
    return this.queue;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((err: unknown) => console.error('risk: handling an event failed', err));
    return this.queue;
  }

  private refresh(positionId: number): void {
    const open = this.deps.trading.openPosition(positionId);
    if (open) this.book.upsert([open]);
    else this.book.remove(positionId);
  }

  private async onMark(tick: MarkTick): Promise<void> {
    const mark = toUnits(tick.mark);
    this.lastTicks.set(tick.symbol, tick);
    const revalued = this.book.setMark(tick.symbol, mark);
    const liquidated = new Set<number>();
    for (const id of this.book.liquidations.crossedBy(tick.symbol, mark)) await this.liquidateIfReached(Number(id), tick, liquidated);
    // this move may have pushed a user's cross positions on other perpetuals past their own latest mark
    for (const p of this.book.positionsOf(revalued)) {
      const own = this.lastTicks.get(p.symbol);
      if (p.symbol !== tick.symbol && own) await this.liquidateIfReached(p.id, own, liquidated);
    }
    const reading = { mark, seq: tick.seq, ts: tick.ts };
    for (const trigger of this.book.triggers.crossedBy(tick.symbol, mark)) {
      const positionId = Number(trigger.positionId);
      if (liquidated.has(positionId)) continue;
      this.book.suspend(positionId);
      await this.act(positionId, trigger.kind, () => this.deps.trading.closeByTrigger(positionId, trigger.kind, reading));
    }
    await this.deps.funding?.runDue();
  }

  /** Liquidates a position when `tick` (of its perpetual) reaches its liquidation price as last valued. */
  private async liquidateIfReached(positionId: number, tick: MarkTick, liquidated: Set<number>): Promise<void> {
    const position = this.book.get(positionId);
    const risk = this.book.riskOf(positionId);
    const mark = toUnits(tick.mark);
    if (!position || !risk || liquidated.has(positionId)) return;
    if (!reaches(liquidationDirection(position.side), mark, risk.liquidationPrice)) return;
    this.book.suspend(positionId);
    liquidated.add(positionId);
    const { pricePrecision } = this.book.termsOf(position.symbol);
    await this.act(positionId, 'liquidation', () =>
      this.deps.trading.liquidate(positionId, {
        mark: tick.mark,
        markTs: tick.ts,
        markSeq: tick.seq,
        liquidationPrice: fromUnits(risk.liquidationPrice, pricePrecision),
        maintenanceMargin: fromUnits(this.book.maintenanceAt(position, mark)),
      }),
    );
  }

  /** Runs an order on a position; when it fails, the position goes back into the indexes as the service has it. */
  private async act(positionId: number, what: string, order: () => Promise<unknown>): Promise<void> {
    try {
      await order();
    } catch (err) {
      console.error(`risk: ${what} of position ${positionId} failed; it stays indexed for the next tick`, err);
      this.refresh(positionId);
    }
  }
}
