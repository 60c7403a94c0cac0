/**
 * The spot service: every command runs inside `serial.run` as one transaction (freeze, match,
 * settle, persist). The book is matched as a plan and moves only in the transaction's afterCommit
 * hook, which runs before the next serial transaction starts; so a failed command leaves no trace
 * in memory, and events go out only for committed work.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DepthSnapshot, Trade } from '@contract/market';
import type { Paged } from '@contract/primitives';
import type { Order, OrderListReq, PlaceOrderReq, UserTrade } from '@contract/spot';
import type { Bus } from '../bus';
import { AppError, notFound } from '../errors';
import type { Ledger } from '../ledger/ledger';
import { SYMBOLS } from '../catalogue/symbols';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { cancelOrder } from './cancel-command';
import type { CommandContext, CommandOutcome, LastIds } from './command-context';
import { loadState } from './load-state';
import { OpenOrders } from './open-orders';
import { toOrder, toPublicTrade, toUserTrade } from './order-view';
import { placeOrder } from './place-command';
import { publish } from './publish';
import { SpotMarket } from './spot-market';
import { orderByClientId, orderById, pageOrders, pageQuery, pageTrades } from './spot-store';
import { validateOrder } from './validate-order';

export interface SpotDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
}

const ORDER_ID = /^[1-9]\d{0,14}$/;

export class SpotService {
  private markets = newMarkets();
  private open = new OpenOrders();
  private ids: LastIds = { order: 0, trade: 0, command: 0 };
  private loaded: Promise<void> | null = null;

  constructor(private readonly deps: SpotDeps) {}

  /** Loads open orders, seqs, ids and recent trades from the database; call once after start. */
  rebuild(): Promise<void> {
    this.loaded = this.deps.serial.run(async (trx) => {
      const markets = newMarkets();
      const open = new OpenOrders();
      this.ids = await loadState(trx, markets, open);
      this.markets = markets;
      this.open = open;
    });
    return this.loaded;
  }

  async place(userId: number, req: PlaceOrderReq): Promise<Order> {
    const valid = validateOrder(req, (symbol) => this.markets.get(symbol)?.def);
    await this.ready();
    const order = await this.deps.serial.run(async (trx) => {
      const existing = await orderByClientId(trx, userId, valid.clientOrderId);
      if (existing) return existing;
      const outcome = await placeOrder(this.context(trx, this.market(valid.def.symbol)), userId, valid, req);
      this.onCommit(trx, outcome);
      return outcome.orders[outcome.orders.length - 1]!;
    });
    return toOrder(order, this.market(order.symbol));
  }

  async cancel(userId: number, orderId: string): Promise<Order> {
    if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) throw notFound('orderNotFound');
    const id = Number(orderId);
    await this.ready();
    const order = await this.deps.serial.run(async (trx) => {
      const open = this.open.get(id);
      if (open?.userId === userId) {
        const outcome = await cancelOrder(this.context(trx, this.market(open.symbol)), open);
        this.onCommit(trx, outcome);
        return outcome.orders[0]!;
      }
      const stored = open ? undefined : await orderById(trx, id);
      if (stored?.userId === userId) throw new AppError(409, 'orderNotOpen');
      throw notFound('orderNotFound');
    });
    return toOrder(order, this.market(order.symbol));
  }

  openOrders(userId: number, req: OrderListReq): Promise<Paged<Order>> {
    return this.orders(userId, true, req);
  }

  /** Finished orders (filled or cancelled), newest first. */
  orderHistory(userId: number, req: OrderListReq): Promise<Paged<Order>> {
    return this.orders(userId, false, req);
  }

  async tradeHistory(userId: number, req: OrderListReq): Promise<Paged<UserTrade>> {
    const q = pageQuery(req);
    const { items, total } = await pageTrades(this.deps.db, userId, q);
    return { items: items.map((row) => toUserTrade(row, userId, this.market(row.symbol))), page: q.page, size: q.size, total };
  }

  /** Top `limit` levels a side (default: the whole book up to 500), with the book's seq. */
  depth(symbol: string, limit = 500): DepthSnapshot {
    return this.market(symbol).book.snapshot(limit);
  }

  /** Newest first, from memory (the last 500 of the symbol). */
  recentTrades(symbol: string, limit = 50): Trade[] {
    return this.market(symbol).recent(limit);
  }

  lastPrice(symbol: string): bigint | null {
    return this.market(symbol).lastPrice;
  }

  private async orders(userId: number, open: boolean, req: OrderListReq): Promise<Paged<Order>> {
    const q = pageQuery(req);
    const { items, total } = await pageOrders(this.deps.db, userId, open, q);
    return { items: items.map((r) => toOrder(r, this.market(r.symbol))), page: q.page, size: q.size, total };
  }

  private ready(): Promise<void> {
    return (this.loaded ??= this.rebuild());
  }

  private market(symbol: string): SpotMarket {
    const market = this.markets.get(symbol);
    if (!market) throw new AppError(404, 'unknownSymbol');
    return market;
  }

  private context(trx: Transaction<Database>, market: SpotMarket): CommandContext {
    return { trx, ledger: this.deps.ledger, market, open: this.open, ids: this.ids, now: Date.now() };
  }

  /** The book, the open orders and the ids move only once the command's transaction committed. */
  private onCommit(trx: Transaction<Database>, outcome: CommandOutcome): void {
    this.deps.serial.hooks(trx).afterCommit(() => {
      const { market } = outcome;
      const change = market.book.apply(outcome.plan);
      for (const r of outcome.orders) this.open.update(r);
      this.ids = outcome.ids;
      const trades = outcome.trades.map((row) => {
        const trade = toPublicTrade(row, market);
        market.record(trade, BigInt(row.price));
        return trade;
      });
      publish(this.deps.bus, outcome, trades, change);
    });
  }
}

/** One empty book per catalogue symbol, so reads answer before the first rebuild. */
function newMarkets(): Map<string, SpotMarket> {
  return new Map(SYMBOLS.map((def) => [def.symbol, new SpotMarket(def)]));
}
