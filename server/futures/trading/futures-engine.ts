/**
 * The core of the futures trading service: its memory (TradingState), the group-commit queue, and the reads every
 * side of the service shares. Commands are group-committed like spot's (engine/spot-service.ts): answered, and
 * published, only after their transaction committed; a failed transaction rebuilds the memory from the database.
 */
import type { Kysely } from 'kysely';
import type { FuturesOrder } from '@contract/futures';
import type { Bus } from '../../bus';
import type { Clock } from '../../clock';
import { GroupQueue, type Job } from '../../engine/group-queue';
import { AppError } from '../../errors';
import { accountKey, type Ledger } from '../../ledger/ledger';
import type { Database } from '../../store/schema';
import type { Serial } from '../../store/serial';
import { FuturesGroup, type FuturesAnswer, type FuturesCommand } from './futures-group';
import { NO_MARKS, type MarkReading, type MarkSource } from './mark-source';
import type { PerpMarket } from './perp-market';
import { publishCommitted } from './publish';
import type { FuturesOrderRecord } from './records';
import { loadTradingState, seedInsurance } from './service-support';
import { TradingState } from './trading-state';
import { valuePositions, type Valuation } from './valuation';
import { toFuturesOrder } from './views';

export interface FuturesDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  clock: Clock;
  /** F-price's tick log; without it marks fall back on each book (PerpMarket.fallbackMark) */
  marks?: MarkSource;
}

export class FuturesEngine {
  state = new TradingState();
  private loaded: Promise<void> | null = null;
  private readonly marks: MarkSource;
  private readonly queue = new GroupQueue<FuturesCommand, FuturesAnswer>((jobs) => this.runGroup(jobs));

  constructor(readonly deps: FuturesDeps) {
    this.marks = deps.marks ?? NO_MARKS;
  }

  /** Loads open orders, positions, settings, seqs, ids and recent trades. */
  rebuild(): Promise<void> {
    this.loaded = this.deps.serial.run(async (trx) => {
      const state = await loadTradingState(trx);
      // the risk loop reads the wallets of position holders without a query (contractWallet)
      const holders = new Set([...state.positions.values()].map((p) => p.userId));
      await this.deps.ledger.warm(
        trx,
        [...holders].map((userId) => ({ account: accountKey.available(userId, 'contract'), asset: 'USDT' })),
      );
      this.state = state;
    });
    return this.loaded;
  }

  /** Gives the insurance fund its starting capital, once per database (server start; tests that need it). */
  seedInsurance(): Promise<void> {
    return this.deps.serial.run((trx) => seedInsurance(trx, this.deps.ledger));
  }

  ready(): Promise<void> {
    return (this.loaded ??= this.rebuild());
  }

  /** Runs one command in the next group commit, once the memory is loaded. */
  async submit(command: FuturesCommand): Promise<FuturesAnswer> {
    await this.ready();
    return this.queue.submit(command);
  }

  market(symbol: string): PerpMarket {
    const market = this.state.markets.get(symbol);
    if (!market) throw new AppError(404, 'unknownSymbol');
    return market;
  }

  /** The latest mark of a perpetual: F-price's tick, else the fallback of its book. */
  markOf(symbol: string): MarkReading | null {
    const recorded = this.marks.latest(symbol);
    if (recorded) return recorded;
    const fallback = this.market(symbol).fallbackMark();
    return fallback === null ? null : { mark: fallback, seq: 0, ts: this.deps.clock.now() };
  }

  /** The open positions of a user valued together (cross positions share the wallet). */
  async valuation(userId: number): Promise<Valuation> {
    const positions = this.state.positionsOfUser(userId);
    const wallet = await this.deps.ledger.balance(userId, 'contract', 'USDT');
    return valuePositions({
      positions,
      wallet,
      market: (symbol) => this.market(symbol),
      mark: (symbol) => this.markOf(symbol),
      closingLots: (p) => this.state.closingLots(p.userId, p.symbol, p.side),
    });
  }

  orderView(r: FuturesOrderRecord): FuturesOrder {
    return toFuturesOrder(r, this.market(r.symbol));
  }

  /** One group commit; settles every job, and rebuilds the memory when the transaction failed. */
  private async runGroup(jobs: Job<FuturesCommand, FuturesAnswer>[]): Promise<void> {
    const results: ({ ok: true; answer: FuturesAnswer } | { ok: false; err: unknown })[] = [];
    try {
      await this.deps.serial.run(async (trx) => {
        const group = new FuturesGroup(trx, this.deps.ledger, this.state, (symbol) => this.markOf(symbol), this.deps.clock.now());
        await group.loadRepeats(jobs.map((j) => j.command));
        for (const job of jobs) {
          results.push(
            await group.run(job.command).then(
              (answer) => ({ ok: true as const, answer }),
              (err: unknown) => ({ ok: false as const, err }),
            ),
          );
        }
        await group.write();
        this.deps.serial
          .hooks(trx)
          .afterCommit(() => publishCommitted(this.deps.bus, group.committed(), (userId) => this.valuation(userId)));
      });
    } catch (err) {
      await this.rebuild().catch((rebuildErr: unknown) => console.error('futures: rebuild after a failed group commit failed', rebuildErr));
      for (const job of jobs) job.reject(err);
      return;
    }
    jobs.forEach((job, i) => {
      const result = results[i]!;
      if (result.ok) job.resolve(result.answer);
      else job.reject(result.err);
    });
  }
}
