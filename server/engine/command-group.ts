/**
 * Group commit: the spot commands of one group run one after the other in ONE transaction. Each
 * command sees the ones before it (the book, open orders and ids move as soon as a command
 * succeeded); a command that fails takes back only its own ledger entries (a ledger savepoint) and
 * leaves the book untouched. The rows of all commands are written together at the end (one
 * statement per table), and events go out only after the COMMIT, one depth update per book.
 * If the transaction itself fails, the caller rebuilds the engine's memory from the database.
 */
import type { Transaction } from 'kysely';
import type { PlaceOrderReq } from '@contract/spot';
import type { Bus } from '../bus';
import { AppError, notFound } from '../errors';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { SpotCommandRow, TradeRow } from '../store/tables/spot';
import { cancelOrder } from './cancel-command';
import type { CommandContext, CommandOutcome, LastIds } from './command-context';
import { GroupDepth } from './group-depth';
import type { OpenOrders } from './open-orders';
import type { OrderRecord } from './order-record';
import { toPublicTrade } from './order-view';
import { placeOrder } from './place-command';
import { publish } from './publish';
import { inSavepoint } from './savepoint';
import type { SpotMarket } from './spot-market';
import { insertCommands, insertTrades, orderById, ordersByClientIds, saveOrders } from './spot-store';
import type { ValidOrder } from './validate-order';

/** The engine's memory; replaced as a whole by a rebuild. */
export interface EngineState {
  markets: Map<string, SpotMarket>;
  /** open orders after the last command that ran */
  open: OpenOrders;
  ids: LastIds;
}

export type SpotCommand =
  { kind: 'place'; userId: number; order: ValidOrder; req: PlaceOrderReq } | { kind: 'cancel'; userId: number; orderId: number };

/** What one book published for the group: its depth, and its commands' outcomes in order. */
interface BookEvents {
  depth: GroupDepth;
  outcomes: CommandOutcome[];
}

const clientKey = (userId: number, clientOrderId: string): string => `${userId}:${clientOrderId}`;

export class CommandGroup {
  /** the latest state of every order a command of this group changed */
  private readonly changed = new Map<number, OrderRecord>();
  /** stored or placed in this group, by user and client order id: a repeated place answers it */
  private readonly byClientId = new Map<string, OrderRecord>();
  private readonly trades: TradeRow[] = [];
  private readonly commands: SpotCommandRow[] = [];
  private readonly books = new Map<SpotMarket, BookEvents>();
  private readonly now = Date.now();

  constructor(
    private readonly trx: Transaction<Database>,
    private readonly ledger: Ledger,
    private readonly state: EngineState,
  ) {}

  /** Finds, in one query, the stored orders that the group's places would repeat. */
  async loadRepeats(commands: readonly SpotCommand[]): Promise<void> {
    const keys = commands.flatMap((c) => (c.kind === 'place' ? [{ userId: c.userId, clientOrderId: c.order.clientOrderId }] : []));
    for (const r of await ordersByClientIds(this.trx, keys)) this.byClientId.set(clientKey(r.userId, r.clientOrderId), r);
  }

  /** Runs one command after the ones before it; the order it answers with, as this group leaves it. */
  async run(command: SpotCommand): Promise<OrderRecord> {
    const { userId } = command;
    if (command.kind === 'place') {
      const repeated = this.byClientId.get(clientKey(userId, command.order.clientOrderId));
      if (repeated) return this.changed.get(repeated.id) ?? repeated;
      const market = this.market(command.order.def.symbol);
      const outcome = await this.execute(market, (c) => placeOrder(c, userId, command.order, command.req));
      return outcome.orders[outcome.orders.length - 1]!;
    }
    const open = this.state.open.get(command.orderId);
    if (open?.userId === userId) return (await this.execute(this.market(open.symbol), (c) => cancelOrder(c, open))).orders[0]!;
    const known = open ? undefined : (this.changed.get(command.orderId) ?? (await orderById(this.trx, command.orderId)));
    if (known?.userId === userId) throw new AppError(409, 'orderNotOpen');
    throw notFound('orderNotFound');
  }

  /** Writes the rows of every command that succeeded: one statement per table (per chunk). */
  async write(): Promise<void> {
    await saveOrders(this.trx, [...this.changed.values()]);
    await insertTrades(this.trx, this.trades);
    await insertCommands(this.trx, this.commands);
  }

  /** After the COMMIT: recent trades, each book's one seq step, then the events, book by book. */
  publish(bus: Bus): void {
    for (const [market, { depth, outcomes }] of this.books) {
      const trades = outcomes.flatMap((o) =>
        o.trades.map((row) => {
          const trade = toPublicTrade(row, market);
          market.record(trade, BigInt(row.price));
          return trade;
        }),
      );
      const change = depth.change();
      if (change) market.book.seq = change.seq;
      // publish reads the market and the changed orders of the outcome it is given
      publish(bus, { ...outcomes[outcomes.length - 1]!, orders: outcomes.flatMap((o) => o.orders) }, trades, change);
    }
  }

  private async execute(market: SpotMarket, step: (c: CommandContext) => Promise<CommandOutcome>): Promise<CommandOutcome> {
    const context = { trx: this.trx, ledger: this.ledger, market, open: this.state.open, ids: this.state.ids, now: this.now };
    const outcome = await inSavepoint(this.ledger, this.trx, () => step(context));
    this.accept(outcome);
    return outcome;
  }

  /** A command succeeded: the book, open orders and ids move now, for the commands after it. */
  private accept(outcome: CommandOutcome): void {
    const { market } = outcome;
    const book = this.books.get(market) ?? { depth: new GroupDepth(market.book.seq), outcomes: [] };
    this.books.set(market, book);
    book.depth.add(market.book.apply(outcome.plan));
    // the seq steps once for the whole group, at its commit (see GroupDepth)
    market.book.seq = book.depth.seq;
    book.outcomes.push(outcome);
    for (const r of outcome.orders) {
      this.state.open.update(r);
      this.changed.set(r.id, r);
      this.byClientId.set(clientKey(r.userId, r.clientOrderId), r);
    }
    this.state.ids = outcome.ids;
    this.trades.push(...outcome.trades);
    this.commands.push(outcome.command);
  }

  private market(symbol: string): SpotMarket {
    const market = this.state.markets.get(symbol);
    if (!market) throw new AppError(404, 'unknownSymbol');
    return market;
  }
}
