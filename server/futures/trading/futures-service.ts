/**
 * The futures trading service (docs/futures.md): one book per perpetual on the engine's order book and matcher,
 * orders with frozen margin, fills into positions, the user's settings, and the ledger postings of each, group
 * committed like spot. The risk loop (F-math) reads positions and calls liquidate / applyFunding.
 */
import type { Kysely } from 'kysely';
import type {
  ClosedPosition,
  ClosePositionReq,
  CloseAllReq,
  ContractAccount,
  FundingPayment,
  FuturesListReq,
  FuturesOrder,
  FuturesSettings,
  LiquidationEvidence,
  PlaceFuturesOrderReq,
  Position,
  QuickCloseReq,
  SetLeverageReq,
  SetMarginModeReq,
  SetTpSlReq,
} from '@contract/futures';
import type { DepthSnapshot, Trade } from '@contract/market';
import type { Paged } from '@contract/primitives';
import type { Bus } from '../../bus';
import { PERPETUALS } from '../../catalogue/perpetuals';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { Ledger } from '../../ledger/ledger';
import type { Database } from '../../store/schema';
import type { Serial } from '../../store/serial';
import { NO_MARKS, type MarkReading, type MarkSource } from './mark-source';
import { PerpMarket } from './perp-market';

export interface FuturesDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  clock: Clock;
  /** F-price's tick log; without it marks fall back on each book (PerpMarket.fallbackMark) */
  marks?: MarkSource;
}

/** What the risk loop reads of an open position (amounts in 1e-8 units, quantity in lots). */
export interface OpenPosition {
  id: number;
  userId: number;
  symbol: string;
  side: 'long' | 'short';
  marginMode: 'cross' | 'isolated';
  leverage: number;
  lots: bigint;
  /** exact cost: Σ notional of the open fills still held */
  cost: bigint;
  margin: bigint;
  takeProfit: bigint | null;
  stopLoss: bigint | null;
}

/** One funding of one perpetual at one funding time, with the tick it used (F-math computes the payments). */
export interface FundingRun {
  symbol: string;
  fundingTime: number;
  rate: string;
  tick: MarkReading;
  /** signed amount per position id: positive received, negative paid; sums to zero */
  payments: ReadonlyMap<number, bigint>;
}

export const notImplemented = (what: string): Error => new Error(`futures: ${what} is not implemented yet`);

export class FuturesService {
  private readonly markets = new Map(PERPETUALS.map((info) => [info.symbol, new PerpMarket(info)]));
  private readonly marks: MarkSource;

  constructor(private readonly deps: FuturesDeps) {
    this.marks = deps.marks ?? NO_MARKS;
  }

  /** Loads open orders, positions, settings, seqs and ids from the database; call once after start. */
  async rebuild(): Promise<void> {}

  place(_userId: number, _req: PlaceFuturesOrderReq): Promise<FuturesOrder> {
    return Promise.reject(notImplemented('place'));
  }

  cancel(_userId: number, _orderId: string): Promise<FuturesOrder> {
    return Promise.reject(notImplemented('cancel'));
  }

  openOrders(_userId: number, _req: FuturesListReq): Promise<Paged<FuturesOrder>> {
    return Promise.reject(notImplemented('openOrders'));
  }

  orderHistory(_userId: number, _req: FuturesListReq): Promise<Paged<FuturesOrder>> {
    return Promise.reject(notImplemented('orderHistory'));
  }

  positions(_userId: number, _symbol?: string): Promise<Position[]> {
    return Promise.reject(notImplemented('positions'));
  }

  positionHistory(_userId: number, _req: FuturesListReq): Promise<Paged<ClosedPosition>> {
    return Promise.reject(notImplemented('positionHistory'));
  }

  closePosition(_userId: number, _req: ClosePositionReq): Promise<FuturesOrder> {
    return Promise.reject(notImplemented('closePosition'));
  }

  quickClose(_userId: number, _req: QuickCloseReq): Promise<FuturesOrder> {
    return Promise.reject(notImplemented('quickClose'));
  }

  closeAll(_userId: number, _req: CloseAllReq): Promise<FuturesOrder[]> {
    return Promise.reject(notImplemented('closeAll'));
  }

  setTpSl(_userId: number, _req: SetTpSlReq): Promise<Position> {
    return Promise.reject(notImplemented('setTpSl'));
  }

  settings(_userId: number, _symbol: string): Promise<FuturesSettings> {
    return Promise.reject(notImplemented('settings'));
  }

  setLeverage(_userId: number, _req: SetLeverageReq): Promise<FuturesSettings> {
    return Promise.reject(notImplemented('setLeverage'));
  }

  setMarginMode(_userId: number, _req: SetMarginModeReq): Promise<FuturesSettings> {
    return Promise.reject(notImplemented('setMarginMode'));
  }

  account(_userId: number): Promise<ContractAccount> {
    return Promise.reject(notImplemented('account'));
  }

  fundingRecords(_userId: number, _req: FuturesListReq): Promise<Paged<FundingPayment>> {
    return Promise.reject(notImplemented('fundingRecords'));
  }

  /** Top `limit` levels a side of the perpetual's book (quantities in lots), with the book's seq. */
  depth(symbol: string, limit = 500): DepthSnapshot {
    return this.market(symbol).book.snapshot(limit);
  }

  /** Newest first, from memory (the last 500 of the perpetual). */
  recentTrades(symbol: string, limit = 50): Trade[] {
    return this.market(symbol).recent(limit);
  }

  /** Best bid, best ask and last trade of the perpetual's own book: F-price's basis input. */
  bookTop(symbol: string): { bid: bigint | null; ask: bigint | null; last: bigint | null } {
    return this.market(symbol).top();
  }

  /** The latest mark of a perpetual: F-price's tick, else the fallback of its book. */
  markOf(symbol: string): MarkReading | null {
    const recorded = this.marks.latest(symbol);
    if (recorded) return recorded;
    const fallback = this.market(symbol).fallbackMark();
    return fallback === null ? null : { mark: fallback, seq: 0, ts: this.deps.clock.now() };
  }

  /** Risk loop: the open positions of one perpetual (memory, committed state). */
  openPositionsOf(_symbol: string): readonly OpenPosition[] {
    throw notImplemented('openPositionsOf');
  }

  /** Risk loop: liquidates one position through the book (docs/futures.md, "Risk engine"). */
  liquidate(
    _positionId: number,
    _evidence: Pick<LiquidationEvidence, 'mark' | 'markTs' | 'markSeq' | 'liquidationPrice' | 'maintenanceMargin'>,
  ): Promise<ClosedPosition> {
    return Promise.reject(notImplemented('liquidate'));
  }

  /** Funding job: posts one funding run (idempotent per symbol and funding time). */
  applyFunding(_run: FundingRun): Promise<void> {
    return Promise.reject(notImplemented('applyFunding'));
  }

  private market(symbol: string): PerpMarket {
    const market = this.markets.get(symbol);
    if (!market) throw new AppError(404, 'unknownSymbol');
    return market;
  }
}
