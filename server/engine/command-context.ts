/**
 * What a spot command works with inside its transaction, what it hands back for after the commit,
 * and the steps place and cancel share (releasing frozen funds, journaling).
 */
import type { Transaction } from 'kysely';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { TradeRow } from '../store/tables/spot';
import type { OpenOrders } from './open-orders';
import type { OrderRecord } from './order-record';
import type { SpotMarket } from './spot-market';
import { insertCommand } from './spot-store';
import type { BookPlan } from './types';

/** The last ids handed out; a command takes the next ones and they count only once it commits. */
export interface LastIds {
  order: number;
  trade: number;
  command: number;
}

export interface CommandContext {
  trx: Transaction<Database>;
  ledger: Ledger;
  market: SpotMarket;
  /** open orders as committed (changed only after a commit) */
  open: OpenOrders;
  ids: LastIds;
  now: number;
}

export interface CommandOutcome {
  market: SpotMarket;
  /** applied to the book after the commit */
  plan: BookPlan;
  /** every order whose state changed, the command's own order last */
  orders: OrderRecord[];
  trades: TradeRow[];
  ids: LastIds;
}

/** USDT for a buy, the base asset for a sell. */
export const frozenAsset = (r: OrderRecord, m: SpotMarket): string => (r.side === 'buy' ? m.quote : m.base);

export const orderRef = (id: number): string => `spot:order:${id}`;

/** Gives back what a finished order still holds frozen (a cancel, a market remainder, price improvement). */
export async function release(c: CommandContext, r: OrderRecord): Promise<void> {
  if (r.frozen > 0n) await c.ledger.unfreeze(c.trx, r.userId, 'spot', frozenAsset(r, c.market), r.frozen, orderRef(r.id));
  r.frozen = 0n;
}

export async function journal(
  c: CommandContext,
  kind: 'place' | 'cancel',
  order: OrderRecord,
  payload: string,
  plan: BookPlan,
  tradeCount: number,
): Promise<number> {
  const changesBook = plan.fills.length > 0 || plan.cancels.length > 0 || plan.rest !== null;
  const id = c.ids.command + 1;
  await insertCommand(c.trx, {
    id,
    symbol: c.market.def.symbol,
    kind,
    user_id: order.userId,
    order_id: order.id,
    payload,
    trade_count: tradeCount,
    seq: c.market.book.seq + (changesBook ? 1 : 0),
    ts: c.now,
  });
  return id;
}
