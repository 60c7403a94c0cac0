/**
 * The spot service. Commands are group-committed: those that arrive in one turn of the event loop
 * run in order inside ONE `serial.run` transaction (see CommandGroup), and each caller is answered,
 * and events go out, only after that transaction committed. A command rejected by a business rule
 * fails alone; if the transaction fails, all its commands fail and the engine's memory (books, open
 * orders, ids), which moved with them, is rebuilt from the database before the next group.
 */
import type { Kysely } from 'kysely';
import type { DepthSnapshot, Trade } from '@contract/market';
import type { Paged } from '@contract/primitives';
import type { Order, OrderDetail, OrderListReq, PlaceOrderReq, UserTrade } from '@contract/spot';
import type { Bus } from '../bus';
import { AppError, notFound } from '../errors';
import type { Ledger } from '../ledger/ledger';
import { SYMBOLS } from '../catalogue/symbols';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { CommandGroup, type EngineState, type SpotCommand } from './command-group';
import { GroupQueue, type Job } from './group-queue';
import { loadState } from './load-state';
import { OpenOrders } from './open-orders';
import type { OrderRecord } from './order-record';
import { toOrder, toUserTrade } from './order-view';
import { SpotMarket } from './spot-market';
import { orderById, pageOrders, pageQuery, pageTrades, tradesOfOrder } from './spot-store';
import { validateOrder } from './validate-order';

export interface SpotDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
}

const ORDER_ID = /^[1-9]\d{0,14}$/;

export class SpotService {
  private state: EngineState = { markets: newMarkets(), open: new OpenOrders(), ids: { order: 0, trade: 0, command: 0 } };
  private loaded: Promise<void> | null = null;
  private readonly queue = new GroupQueue<SpotCommand, OrderRecord>((jobs) => this.runGroup(jobs));

  constructor(private readonly deps: SpotDeps) {}

  /** Loads open orders, seqs, ids and recent trades from the database; call once after start. */
  rebuild(): Promise<void> {
    this.loaded = this.deps.serial.run(async (trx) => {
      const markets = newMarkets();
      const open = new OpenOrders();
      const ids = await loadState(trx, markets, open);
      this.state = { markets, open, ids };
    });
    return this.loaded;
  }

  async place(userId: number, req: PlaceOrderReq): Promise<Order> {
    const valid = validateOrder(req, (symbol) => this.state.markets.get(symbol)?.def);
    await this.ready();
    const order = await this.queue.submit({ kind: 'place', userId, order: valid, req });
    return toOrder(order, this.market(order.symbol));
  }

  async cancel(userId: number, orderId: string): Promise<Order> {
    if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) throw notFound('orderNotFound');
    await this.ready();
    const order = await this.queue.submit({ kind: 'cancel', userId, orderId: Number(orderId) });
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

  /** One of the user's orders with its fills; another user's or an unknown id is "not found", never "forbidden". */
  async orderDetail(userId: number, orderId: string): Promise<OrderDetail> {
    if (!ORDER_ID.test(orderId)) throw notFound('orderNotFound');
    const order = await orderById(this.deps.db, Number(orderId));
    if (!order || order.userId !== userId) throw notFound('orderNotFound');
    const market = this.market(order.symbol);
    const fills = await tradesOfOrder(this.deps.db, order.id);
    return { order: toOrder(order, market), fills: fills.map((row) => toUserTrade(row, userId, market)) };
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
    const market = this.state.markets.get(symbol);
    if (!market) throw new AppError(404, 'unknownSymbol');
    return market;
  }

  /** One group commit; settles every job, and rebuilds the engine's memory when the transaction failed. */
  private async runGroup(jobs: Job<SpotCommand, OrderRecord>[]): Promise<void> {
    const results: ({ ok: true; order: OrderRecord } | { ok: false; err: unknown })[] = [];
    try {
      await this.deps.serial.run(async (trx) => {
        const group = new CommandGroup(trx, this.deps.ledger, this.state);
        await group.loadRepeats(jobs.map((j) => j.command));
        for (const job of jobs) {
          results.push(
            await group.run(job.command).then(
              (order) => ({ ok: true as const, order }),
              (err: unknown) => ({ ok: false as const, err }),
            ),
          );
        }
        await group.write();
        this.deps.serial.hooks(trx).afterCommit(() => group.publish(this.deps.bus));
      });
    } catch (err) {
      // memory first, so that a caller who hears of the failure finds the engine as the database is
      await this.rebuild().catch((rebuildErr: unknown) => console.error('spot: rebuild after a failed group commit failed', rebuildErr));
      for (const job of jobs) job.reject(err);
      return;
    }
    jobs.forEach((job, i) => {
      const result = results[i]!;
      if (result.ok) job.resolve(result.order);
      else job.reject(result.err);
    });
  }
}

/** One empty book per catalogue symbol, so reads answer before the first rebuild. */
function newMarkets(): Map<string, SpotMarket> {
  return new Map(SYMBOLS.map((def) => [def.symbol, new SpotMarket(def)]));
}
