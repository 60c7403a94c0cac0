/**
 * The futures trading service as the other futures parts see it: the perpetual books for the mark and the gateway
 * (F-price), and the positions, wallets, liquidation, TP/SL closes and funding for the risk loop (F-math,
 * `RiskTrading` in server/futures/risk/risk-ports.ts). FuturesService adds the user's calls on top.
 */
import type { ClosedPosition, FuturesOrder } from '@contract/futures';
import type { DepthSnapshot, Trade } from '@contract/market';
import { AppError } from '../../errors';
import { accountKey } from '../../ledger/ledger';
import { FuturesEngine, type FuturesDeps } from './futures-engine';
import type { MarkReading } from './mark-source';
import type { FundingRun, OpenPosition, TriggerEvidence } from './ports';
import { lastFundingTime } from './trade-store';
import type { Valuation } from './valuation';
import { toClosedPosition } from './views';

export class FuturesRiskAccess {
  protected readonly engine: FuturesEngine;

  constructor(deps: FuturesDeps) {
    this.engine = new FuturesEngine(deps);
  }

  /** Loads open orders, positions, settings, seqs, ids and recent trades; call once after start. */
  rebuild(): Promise<void> {
    return this.engine.rebuild();
  }

  /** The insurance fund's starting capital from sys:external, once per database; main.ts calls it at start. */
  seedInsurance(): Promise<void> {
    return this.engine.seedInsurance();
  }

  /** Top `limit` levels a side of the perpetual's book (quantities in lots), with the book's seq. */
  depth(symbol: string, limit = 500): DepthSnapshot {
    return this.engine.market(symbol).book.snapshot(limit);
  }

  /** Newest first, from memory (the last 500 of the perpetual). */
  recentTrades(symbol: string, limit = 50): Trade[] {
    return this.engine.market(symbol).recent(limit);
  }

  /** Best bid, best ask and last trade of the perpetual's own book: F-price's basis input. */
  bookTop(symbol: string): { bid: bigint | null; ask: bigint | null; last: bigint | null } {
    return this.engine.market(symbol).top();
  }

  /** The latest mark of a perpetual: F-price's tick, else the fallback of its book. */
  markOf(symbol: string): MarkReading | null {
    return this.engine.markOf(symbol);
  }

  /** The open positions of a user valued together (cross positions share the wallet). */
  valuation(userId: number): Promise<Valuation> {
    return this.engine.valuation(userId);
  }

  /** Risk loop: the open positions of one perpetual (memory, committed state). */
  openPositionsOf(symbol: string): readonly OpenPosition[] {
    return [...this.engine.state.positions.values()].filter((p) => p.symbol === symbol);
  }

  /** Risk loop: one open position as committed; null once it closed. */
  openPosition(positionId: number): OpenPosition | null {
    return this.engine.state.positions.get(positionId) ?? null;
  }

  /** Risk loop: the contract wallet as committed, without a query (rebuild loads it for every user holding a position). */
  contractWallet(userId: number): { available: bigint; frozen: bigint } {
    const { ledger } = this.engine.deps;
    return {
      available: ledger.cached(accountKey.available(userId, 'contract'), 'USDT') ?? 0n,
      frozen: ledger.cached(accountKey.frozen(userId, 'contract'), 'USDT') ?? 0n,
    };
  }

  /** Risk loop: liquidates one position through the book (docs/futures.md, "Risk engine"); its record carries the evidence. */
  async liquidate(positionId: number, evidence: TriggerEvidence): Promise<ClosedPosition> {
    const command = { kind: 'closeWhole', userId: 0, positionId, origin: 'liquidation', tickSeq: evidence.markSeq, evidence } as const;
    const { position } = await this.engine.submit(command);
    if (!position) throw new AppError(404, 'positionNotFound');
    return toClosedPosition(position, this.engine.market(position.symbol));
  }

  /** Risk loop: a TP/SL trigger closes the whole position at market with origin `kind`; nothing if it already closed. */
  async closeByTrigger(positionId: number, kind: 'takeProfit' | 'stopLoss', tick: MarkReading): Promise<FuturesOrder | null> {
    const { order } = await this.engine.submit({ kind: 'closeWhole', userId: 0, positionId, origin: kind, tickSeq: tick.seq });
    return order ? this.engine.orderView(order) : null;
  }

  /** Funding job: the latest funding time applied to a perpetual, or null before the first. */
  lastFundingTime(symbol: string): Promise<number | null> {
    return lastFundingTime(this.engine.deps.db, symbol);
  }

  /** Funding job: posts one funding run, once per (symbol, funding time); StaleFundingRun when a position moved on. */
  async applyFunding(run: FundingRun): Promise<void> {
    await this.engine.submit({ kind: 'funding', userId: 0, run });
  }
}
