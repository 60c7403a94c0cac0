/**
 * Group commit of futures commands, as spot's CommandGroup: the commands of one group run one after the other in ONE
 * transaction, each seeing the ones before it; a command that fails takes back only its own ledger entries (a
 * savepoint) and leaves the book untouched. Rows are written together at the end; events go out after the COMMIT,
 * one depth update per book. If the transaction fails, the service rebuilds its memory from the database.
 */
import type { Transaction } from 'kysely';
import type { Trade } from '@contract/market';
import { AppError } from '../../errors';
import { GroupDepth } from '../../engine/group-depth';
import { inSavepoint } from '../../engine/savepoint';
import type { Ledger } from '../../ledger/ledger';
import type { Database } from '../../store/schema';
import type { FuturesCommandRow, FuturesSettingsRow, FuturesTradeRow } from '../../store/tables/futures';
import type { FuturesCommandContext, FuturesOutcome } from './command-context';
import type { MarkReading } from './mark-source';
import type { PerpMarket } from './perp-market';
import { placeFuturesOrder } from './place-command';
import type { FuturesOrderRecord, PositionRecord } from './records';
import { cancelFuturesOrder, changeSettings, setTpSl } from './small-commands';
import {
  fundingRunExists,
  insertCommands,
  insertFunding,
  insertTrades,
  orderById,
  ordersByClientIds,
  saveOrders,
  savePositions,
  saveSettings,
} from './trade-store';
import { applyFundingRun, liquidationEvidence } from './risk-commands';
import type { FundingRun, TriggerEvidence } from './ports';
import type { SettingsValue, TradingState } from './trading-state';
import type { ValidFuturesOrder } from './validate';
import { toPublicTrade } from './views';

export type FuturesCommand =
  | { kind: 'place'; userId: number; order: ValidFuturesOrder; origin?: FuturesOrderRecord['origin'] }
  | { kind: 'cancel'; userId: number; orderId: number }
  | { kind: 'settings'; userId: number; symbol: string; change: Partial<SettingsValue> }
  | { kind: 'tpsl'; userId: number; positionId: number; takeProfit: bigint | null | undefined; stopLoss: bigint | null | undefined }
  /** liquidation or a TP/SL trigger: cancels what would stand in the way, then a market close of the whole position */
  | {
      kind: 'closeWhole';
      userId: 0;
      positionId: number;
      origin: 'liquidation' | 'takeProfit' | 'stopLoss';
      tickSeq: number;
      evidence?: TriggerEvidence;
    }
  | { kind: 'funding'; userId: 0; run: FundingRun };

export interface FuturesAnswer {
  order?: FuturesOrderRecord;
  position?: PositionRecord;
  settings?: SettingsValue;
}

/** What the group hands to the publisher after the COMMIT. */
export interface CommittedEvents {
  books: { market: PerpMarket; trades: Trade[]; change: ReturnType<GroupDepth['change']> }[];
  orders: FuturesOrderRecord[];
  positions: PositionRecord[];
}

const clientKey = (userId: number, clientOrderId: string): string => `${userId}:${clientOrderId}`;

export class FuturesGroup {
  private readonly changedOrders = new Map<number, FuturesOrderRecord>();
  private readonly changedPositions = new Map<number, PositionRecord>();
  private readonly byClientId = new Map<string, FuturesOrderRecord>();
  private readonly trades: FuturesTradeRow[] = [];
  private readonly commands: FuturesCommandRow[] = [];
  private readonly settings: FuturesSettingsRow[] = [];
  private readonly funding: NonNullable<FuturesOutcome['funding']>[] = [];
  private readonly books = new Map<PerpMarket, { depth: GroupDepth; trades: FuturesTradeRow[] }>();
  private readonly context: FuturesCommandContext;

  constructor(
    trx: Transaction<Database>,
    ledger: Ledger,
    private readonly state: TradingState,
    mark: (symbol: string) => MarkReading | null,
    now: number,
  ) {
    this.context = { trx, ledger, state, mark, now };
  }

  /** Finds, in one query, the stored orders that the group's places would repeat. */
  async loadRepeats(commands: readonly FuturesCommand[]): Promise<void> {
    const keys = commands.flatMap((c) => (c.kind === 'place' ? [{ userId: c.userId, clientOrderId: c.order.clientOrderId }] : []));
    for (const r of await ordersByClientIds(this.context.trx, keys)) this.byClientId.set(clientKey(r.userId, r.clientOrderId), r);
  }

  async run(command: FuturesCommand): Promise<FuturesAnswer> {
    const c = this.context;
    const { userId } = command;
    switch (command.kind) {
      case 'place': {
        const repeated = this.byClientId.get(clientKey(userId, command.order.clientOrderId));
        if (repeated) return { order: this.changedOrders.get(repeated.id) ?? repeated };
        const outcome = await this.execute(() => placeFuturesOrder(c, userId, command.order, { origin: command.origin ?? 'user' }));
        return { order: outcome.orders[outcome.orders.length - 1]! };
      }
      case 'cancel': {
        const open = this.state.orders.get(command.orderId);
        if (open?.userId === userId) return { order: (await this.execute(() => cancelFuturesOrder(c, open))).orders[0]! };
        const known = open ? undefined : (this.changedOrders.get(command.orderId) ?? (await orderById(c.trx, command.orderId)));
        if (known?.userId === userId) throw new AppError(409, 'orderNotOpen');
        throw new AppError(404, 'orderNotFound');
      }
      case 'settings':
        await this.execute(async () => changeSettings(c, userId, command.symbol, command.change));
        return { settings: this.state.settingsOf(userId, command.symbol) };
      case 'tpsl':
        return { position: (await this.execute(async () => setTpSl(c, userId, command.positionId, command))).positions[0]! };
      case 'closeWhole':
        return this.closeWhole(command);
      case 'funding':
        if (await fundingRunExists(c.trx, command.run.symbol, command.run.fundingTime)) return {};
        await this.execute(() => applyFundingRun(c, command.run));
        return {};
    }
  }

  /**
   * A liquidation cancels every open order of the user on the symbol, a TP/SL trigger the position's other close
   * orders; then one market reduce-only close of the whole position (what the book cannot fill stays open, for the
   * next tick). A liquidated position stores its evidence. Nothing happens to a position that already closed.
   */
  private async closeWhole(command: Extract<FuturesCommand, { kind: 'closeWhole' }>): Promise<FuturesAnswer> {
    const c = this.context;
    const open = this.state.positions.get(command.positionId);
    if (!open) return {};
    const market = this.state.markets.get(open.symbol)!;
    const liquidation = command.origin === 'liquidation';
    for (const o of this.state.openOrdersOf(open.userId, open.symbol)) {
      if (liquidation || (o.action === 'close' && o.positionSide === open.side)) await this.execute(() => cancelFuturesOrder(c, o));
    }
    const order: ValidFuturesOrder = {
      market,
      positionSide: open.side,
      action: 'close',
      type: 'market',
      // unique per order (the next order id), so a retry at the same tick never repeats an id
      clientOrderId: `${command.origin}-${open.id}-${command.tickSeq}-${this.state.ids.order + 1}`,
      price: null,
      lots: open.lots,
      takeProfit: null,
      stopLoss: null,
    };
    const outcome = await this.execute(() => placeFuturesOrder(c, open.userId, order, { origin: command.origin }));
    const placed = outcome.orders[outcome.orders.length - 1]!;
    const position = this.changedPositions.get(open.id);
    if (liquidation && command.evidence && position) {
      position.liquidation = JSON.stringify(liquidationEvidence(market, command.evidence, outcome, placed.id));
    }
    return { order: placed, ...(position ? { position } : {}) };
  }

  async write(): Promise<void> {
    const trx = this.context.trx;
    await saveOrders(trx, [...this.changedOrders.values()]);
    await savePositions(trx, [...this.changedPositions.values()]);
    await saveSettings(trx, this.settings);
    await insertFunding(trx, this.funding);
    await insertTrades(trx, this.trades);
    await insertCommands(trx, this.commands);
  }

  /** After the COMMIT: each book's recent trades and its one seq step, and what changed, for the publisher. */
  committed(): CommittedEvents {
    const books = [...this.books].map(([market, { depth, trades }]) => {
      const published = trades.map((row) => {
        const trade = toPublicTrade(row, market);
        market.record(trade, BigInt(row.price));
        return trade;
      });
      const change = depth.change();
      if (change) market.book.seq = change.seq;
      return { market, trades: published, change };
    });
    return { books, orders: [...this.changedOrders.values()], positions: [...this.changedPositions.values()] };
  }

  private async execute(step: () => Promise<FuturesOutcome>): Promise<FuturesOutcome> {
    const outcome = await inSavepoint(this.context.ledger, this.context.trx, step);
    this.accept(outcome);
    return outcome;
  }

  /** A command succeeded: the book, open orders, positions, settings and ids move now, for the commands after it. */
  private accept(outcome: FuturesOutcome): void {
    const { market, plan } = outcome;
    if (market && plan) {
      const book = this.books.get(market) ?? { depth: new GroupDepth(market.book.seq), trades: [] };
      this.books.set(market, book);
      book.depth.add(market.book.apply(plan));
      // the seq steps once for the whole group, at its commit (see GroupDepth)
      market.book.seq = book.depth.seq;
      book.trades.push(...outcome.trades);
    }
    for (const r of outcome.orders) {
      this.state.updateOrder(r);
      this.changedOrders.set(r.id, r);
      this.byClientId.set(clientKey(r.userId, r.clientOrderId), r);
    }
    for (const p of outcome.positions) {
      this.state.updatePosition(p);
      this.changedPositions.set(p.id, p);
    }
    for (const s of outcome.settings) this.state.setSettings(s.user_id, s.symbol, { leverage: s.leverage, marginMode: s.margin_mode });
    this.settings.push(...outcome.settings);
    if (outcome.funding) this.funding.push(outcome.funding);
    this.state.ids = outcome.ids;
    this.trades.push(...outcome.trades);
    this.commands.push(outcome.command);
  }
}
