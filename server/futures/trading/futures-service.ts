/**
 * The futures trading service (docs/futures.md): one book per perpetual on the engine's order book and matcher,
 * orders with frozen margin, fills into positions, the user's settings, and the ledger postings of each. Commands are
 * group-committed like spot's (engine/spot-service.ts): answered, and published, only after their transaction
 * committed; a failed transaction rebuilds the memory from the database. The risk loop (F-math) reads positions
 * and calls liquidate / applyFunding.
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
import type { Clock } from '../../clock';
import { GroupQueue, type Job } from '../../engine/group-queue';
import { AppError } from '../../errors';
import { accountKey, type Ledger } from '../../ledger/ledger';
import type { Database } from '../../store/schema';
import type { Serial } from '../../store/serial';
import { FuturesGroup, type FuturesAnswer, type FuturesCommand, type TriggerEvidence } from './futures-group';
import { NO_MARKS, type MarkReading, type MarkSource } from './mark-source';
import type { PerpMarket } from './perp-market';
import { publishCommitted } from './publish';
import type { FuturesOrderRecord, PositionRecord } from './records';
import { closeAllClientId, loadTradingState, realizedOf, seedInsurance } from './service-support';
import { lastFundingTime, pageClosedPositions, pageFunding, pageOrders, pageQuery } from './trade-store';
import { TradingState } from './trading-state';
import { optionalPrice, validateFuturesOrder, validId, validLots, validPrice } from './validate';
import { contractAccount, valuePositions, type Valuation } from './valuation';
import { toClosedPosition, toFundingPayment, toFuturesOrder } from './views';

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

export class FuturesService {
  private state = new TradingState();
  private loaded: Promise<void> | null = null;
  private insuranceSeeded = false;
  private readonly marks: MarkSource;
  private readonly queue = new GroupQueue<FuturesCommand, FuturesAnswer>((jobs) => this.runGroup(jobs));

  constructor(private readonly deps: FuturesDeps) {
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

  async place(userId: number, req: PlaceFuturesOrderReq): Promise<FuturesOrder> {
    const order = validateFuturesOrder(req, (symbol) => this.state.markets.get(symbol));
    await this.ready();
    return this.orderView((await this.queue.submit({ kind: 'place', userId, order })).order!);
  }

  async cancel(userId: number, orderId: string): Promise<FuturesOrder> {
    const id = validId(orderId, 'orderNotFound');
    await this.ready();
    return this.orderView((await this.queue.submit({ kind: 'cancel', userId, orderId: id })).order!);
  }

  openOrders(userId: number, req: FuturesListReq): Promise<Paged<FuturesOrder>> {
    return this.orders(userId, true, req);
  }

  orderHistory(userId: number, req: FuturesListReq): Promise<Paged<FuturesOrder>> {
    return this.orders(userId, false, req);
  }

  /** Open positions valued at the latest mark, of one perpetual when given. */
  async positions(userId: number, symbol?: string): Promise<Position[]> {
    if (symbol !== undefined) this.market(symbol);
    await this.ready();
    const { positions } = await this.valuation(userId);
    return symbol === undefined ? positions : positions.filter((p) => p.symbol === symbol);
  }

  async positionHistory(userId: number, req: FuturesListReq): Promise<Paged<ClosedPosition>> {
    const q = pageQuery(req);
    const { items, total } = await pageClosedPositions(this.deps.db, userId, q);
    return { items: items.map((p) => toClosedPosition(p, this.market(p.symbol))), page: q.page, size: q.size, total };
  }

  /** A reduce-only close of `quantity` lots: limit when a price is given, else market. */
  async closePosition(userId: number, req: ClosePositionReq): Promise<FuturesOrder> {
    const position = this.ownPosition(userId, req.positionId);
    const market = this.market(position.symbol);
    const lots = validLots(req.quantity, market);
    const price = req.price === undefined ? null : validPrice(req.price, 'price', market);
    return this.placeClose(userId, position, lots, price, req.clientOrderId);
  }

  /** The whole closable quantity at market. */
  async quickClose(userId: number, req: QuickCloseReq): Promise<FuturesOrder> {
    const position = this.ownPosition(userId, req.positionId);
    return this.placeClose(userId, position, this.closable(position), null, req.clientOrderId);
  }

  /** One market close per open position (of `symbol` when given); the order ids derive from `clientId`. */
  async closeAll(userId: number, req: CloseAllReq): Promise<FuturesOrder[]> {
    if (req.symbol !== undefined) this.market(req.symbol);
    await this.ready();
    const open = [...this.state.positions.values()].filter(
      (p) => p.userId === userId && (req.symbol === undefined || p.symbol === req.symbol),
    );
    const closes = open
      .filter((p) => this.closable(p) > 0n)
      .map((p) => this.placeClose(userId, p, this.closable(p), null, closeAllClientId(req.clientId, p.id)));
    return Promise.all(closes);
  }

  async setTpSl(userId: number, req: SetTpSlReq): Promise<Position> {
    const position = this.ownPosition(userId, req.positionId);
    const market = this.market(position.symbol);
    const takeProfit = req.takeProfit === undefined ? undefined : optionalPrice(req.takeProfit, 'takeProfit', market);
    const stopLoss = req.stopLoss === undefined ? undefined : optionalPrice(req.stopLoss, 'stopLoss', market);
    await this.queue.submit({ kind: 'tpsl', userId, positionId: position.id, takeProfit, stopLoss });
    return this.positionView(userId, position.id);
  }

  async settings(userId: number, symbol: string): Promise<FuturesSettings> {
    const market = this.market(symbol);
    await this.ready();
    return { symbol, ...this.state.settingsOf(userId, symbol), maxLeverage: market.info.maxLeverage };
  }

  async setLeverage(userId: number, req: SetLeverageReq): Promise<FuturesSettings> {
    this.market(req.symbol);
    await this.ready();
    await this.queue.submit({ kind: 'settings', userId, symbol: req.symbol, change: { leverage: req.leverage } });
    return this.settings(userId, req.symbol);
  }

  async setMarginMode(userId: number, req: SetMarginModeReq): Promise<FuturesSettings> {
    this.market(req.symbol);
    await this.ready();
    await this.queue.submit({ kind: 'settings', userId, symbol: req.symbol, change: { marginMode: req.marginMode } });
    return this.settings(userId, req.symbol);
  }

  async account(userId: number): Promise<ContractAccount> {
    await this.ready();
    const valuation = await this.valuation(userId);
    const wallet = await this.deps.ledger.balance(userId, 'contract', 'USDT');
    return contractAccount(wallet, valuation, await realizedOf(this.deps.db, userId));
  }

  /** The user's funding payments, newest first. */
  async fundingRecords(userId: number, req: FuturesListReq): Promise<Paged<FundingPayment>> {
    const q = pageQuery(req);
    const { items, total } = await pageFunding(this.deps.db, userId, q);
    return { items: items.map((row) => toFundingPayment(row, this.market(row.symbol))), page: q.page, size: q.size, total };
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
  openPositionsOf(symbol: string): readonly OpenPosition[] {
    return [...this.state.positions.values()].filter((p) => p.symbol === symbol);
  }

  /** Risk loop: one open position as committed; null once it closed. */
  openPosition(positionId: number): OpenPosition | null {
    return this.state.positions.get(positionId) ?? null;
  }

  /** Risk loop: the contract wallet as committed, without a query (rebuild loads it for every user holding a position). */
  contractWallet(userId: number): { available: bigint; frozen: bigint } {
    const { ledger } = this.deps;
    return {
      available: ledger.cached(accountKey.available(userId, 'contract'), 'USDT') ?? 0n,
      frozen: ledger.cached(accountKey.frozen(userId, 'contract'), 'USDT') ?? 0n,
    };
  }

  /** Risk loop: liquidates one position through the book (docs/futures.md, "Risk engine"); its record carries the evidence. */
  async liquidate(positionId: number, evidence: TriggerEvidence): Promise<ClosedPosition> {
    await this.ready();
    const { position } = await this.queue.submit({
      kind: 'closeWhole',
      userId: 0,
      positionId,
      origin: 'liquidation',
      tickSeq: evidence.markSeq,
      evidence,
    });
    if (!position) throw new AppError(404, 'positionNotFound');
    return toClosedPosition(position, this.market(position.symbol));
  }

  /** Risk loop: a TP/SL trigger closes the whole position at market with origin `kind`; nothing if it already closed. */
  async closeByTrigger(positionId: number, kind: 'takeProfit' | 'stopLoss', tick: MarkReading): Promise<FuturesOrder | null> {
    await this.ready();
    const { order } = await this.queue.submit({ kind: 'closeWhole', userId: 0, positionId, origin: kind, tickSeq: tick.seq });
    return order ? this.orderView(order) : null;
  }

  /** Funding job: the latest funding time applied to a perpetual, or null before the first. */
  lastFundingTime(symbol: string): Promise<number | null> {
    return lastFundingTime(this.deps.db, symbol);
  }

  /** Funding job: posts one funding run, once per (symbol, funding time); StaleFundingRun when a position moved on. */
  async applyFunding(run: FundingRun): Promise<void> {
    await this.ready();
    await this.queue.submit({ kind: 'funding', userId: 0, run });
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

  private async placeClose(
    userId: number,
    p: PositionRecord,
    lots: bigint,
    price: bigint | null,
    clientOrderId: string,
  ): Promise<FuturesOrder> {
    const market = this.market(p.symbol);
    const order = {
      market,
      positionSide: p.side,
      action: 'close' as const,
      type: price === null ? ('market' as const) : ('limit' as const),
      clientOrderId,
      price,
      lots,
      takeProfit: null,
      stopLoss: null,
    };
    await this.ready();
    return this.orderView((await this.queue.submit({ kind: 'place', userId, order })).order!);
  }

  private closable(p: PositionRecord): bigint {
    return p.lots - this.state.closingLots(p.userId, p.symbol, p.side);
  }

  /** Another user's position, or one that is closed or unknown, is simply not found. */
  private ownPosition(userId: number, positionId: string): PositionRecord {
    const p = this.state.positions.get(validId(positionId, 'positionNotFound'));
    if (!p || p.userId !== userId) throw new AppError(404, 'positionNotFound');
    return p;
  }

  private async positionView(userId: number, positionId: number): Promise<Position> {
    const { positions } = await this.valuation(userId);
    const found = positions.find((p) => p.id === String(positionId));
    if (!found) throw new AppError(404, 'positionNotFound');
    return found;
  }

  private orderView(r: FuturesOrderRecord): FuturesOrder {
    return toFuturesOrder(r, this.market(r.symbol));
  }

  private async orders(userId: number, open: boolean, req: FuturesListReq): Promise<Paged<FuturesOrder>> {
    const q = pageQuery(req);
    const { items, total } = await pageOrders(this.deps.db, userId, open, q);
    return { items: items.map((r) => this.orderView(r)), page: q.page, size: q.size, total };
  }

  private ready(): Promise<void> {
    return (this.loaded ??= this.rebuild());
  }

  private market(symbol: string): PerpMarket {
    const market = this.state.markets.get(symbol);
    if (!market) throw new AppError(404, 'unknownSymbol');
    return market;
  }

  /** One group commit; settles every job, and rebuilds the memory when the transaction failed. */
  private async runGroup(jobs: Job<FuturesCommand, FuturesAnswer>[]): Promise<void> {
    const results: ({ ok: true; answer: FuturesAnswer } | { ok: false; err: unknown })[] = [];
    try {
      await this.deps.serial.run(async (trx) => {
        // the first group of a process makes sure the insurance fund exists (once per database), before a loss needs it
        if (!this.insuranceSeeded) {
          await seedInsurance(trx, this.deps.ledger);
          this.deps.serial.hooks(trx).afterCommit(() => {
            this.insuranceSeeded = true;
          });
        }
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
