/**
 * What a spot command works with inside its transaction, what it hands back (the rows to write and
 * what to do once they are committed), and the steps place and cancel share (releasing frozen
 * funds, journaling). A command writes nothing itself but ledger entries: its group writes the
 * rows of all its commands together (see command-group.ts).
 */
import type { Transaction } from 'kysely';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { SpotCommandRow, TradeRow } from '../store/tables/spot';
import type { OpenOrders } from './open-orders';
import type { OrderRecord } from './order-record';
import type { SpotMarket } from './spot-market';
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
  /** open orders after the commands before this one (of this group too) */
  open: OpenOrders;
  ids: LastIds;
  now: number;
}

export interface CommandOutcome {
  market: SpotMarket;
  /** applied to the book once the command succeeded, before the next command of its group */
  plan: BookPlan;
  /** every order whose state changed, the command's own order last */
  orders: OrderRecord[];
  trades: TradeRow[];
  /** the journal row */
  command: SpotCommandRow;
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

/** The journal row of a command; `seq` is the book's seq once the command's group committed. */
export function journal(
  c: CommandContext,
  kind: 'place' | 'cancel',
  order: OrderRecord,
  payload: string,
  plan: BookPlan,
  tradeCount: number,
): SpotCommandRow {
  const changesBook = plan.fills.length > 0 || plan.cancels.length > 0 || plan.rest !== null;
  return {
    id: c.ids.command + 1,
    symbol: c.market.def.symbol,
    kind,
    user_id: order.userId,
    order_id: order.id,
    payload,
    trade_count: tradeCount,
    seq: c.market.book.seq + (changesBook ? 1 : 0),
    ts: c.now,
  };
}
