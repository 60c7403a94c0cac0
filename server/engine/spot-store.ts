/** SQL of the spot engine: the only module that reads or writes orders, trades and spot_commands. */
import type { Kysely } from 'kysely';
import type { OrderStatus } from '@contract/spot';
import { bookSeqs, lastId, ordersByClientIds as storedByClientIds, recentTrades } from '../store/book-tables';
import { insertRows } from '../store/insert-rows';
import { pageOf, type PageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import type { SpotCommandRow, TradeRow } from '../store/tables/spot';
import { fromRow, toRow, type OrderRecord } from './order-record';

type Db = Kysely<Database>;
const OPEN: OrderStatus[] = ['new', 'partially_filled'];
const FINISHED: OrderStatus[] = ['filled', 'cancelled'];

export async function orderById(db: Db, id: number): Promise<OrderRecord | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromRow(row);
}

/** Writes the given state of each order: a new order is inserted, a known one gets its changing columns. */
export async function saveOrders(db: Db, records: readonly OrderRecord[]): Promise<void> {
  const update = ['filled_qty', 'filled_quote', 'fee', 'frozen', 'status', 'updated_at', 'version'];
  await insertRows(db, 'orders', records.map(toRow), { onConflict: { columns: ['id'], update } });
}

/** The stored orders of these (user, client order id) pairs; pairs without one are left out. */
export async function ordersByClientIds(db: Db, keys: readonly { userId: number; clientOrderId: string }[]): Promise<OrderRecord[]> {
  return (await storedByClientIds(db, 'orders', keys)).map(fromRow);
}

export async function insertTrades(db: Db, rows: readonly TradeRow[]): Promise<void> {
  await insertRows(db, 'trades', rows);
}

export async function insertCommands(db: Db, rows: readonly SpotCommandRow[]): Promise<void> {
  await insertRows(db, 'spot_commands', rows);
}

/** Every open order, oldest first: the order in which they entered their books. */
export async function loadOpenOrders(db: Db): Promise<OrderRecord[]> {
  const rows = await db.selectFrom('orders').selectAll().where('status', 'in', OPEN).orderBy('id', 'asc').execute();
  return rows.map(fromRow);
}

export async function loadLastIds(db: Db): Promise<{ order: number; trade: number; command: number }> {
  return { order: await lastId(db, 'orders'), trade: await lastId(db, 'trades'), command: await lastId(db, 'spot_commands') };
}

/** The depth seq of every book that ever published one. */
export const loadSeqs = (db: Db): Promise<Map<string, number>> => bookSeqs(db, 'spot_commands');

/** Newest first. */
export const loadRecentTrades = (db: Db, symbol: string, limit: number): Promise<TradeRow[]> => recentTrades(db, 'trades', symbol, limit);

// where the other products' stores have long imported the paging from
export { pageQuery, type PageQuery } from '../store/paging';

export async function pageOrders(db: Db, userId: number, open: boolean, q: PageQuery): Promise<{ items: OrderRecord[]; total: number }> {
  let query = db
    .selectFrom('orders')
    .where('user_id', '=', userId)
    .where('status', 'in', open ? OPEN : FINISHED);
  if (q.symbol) query = query.where('symbol', '=', q.symbol);
  const { items, total } = await pageOf(query, q, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
  return { items: items.map(fromRow), total };
}

export async function pageTrades(db: Db, userId: number, q: PageQuery): Promise<{ items: TradeRow[]; total: number }> {
  let query = db.selectFrom('trades').where((eb) => eb.or([eb('buy_user_id', '=', userId), eb('sell_user_id', '=', userId)]));
  if (q.symbol) query = query.where('symbol', '=', q.symbol);
  return pageOf(query, q, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
}

/** The fills of one order, oldest first. */
export async function tradesOfOrder(db: Db, orderId: number): Promise<TradeRow[]> {
  return db
    .selectFrom('trades')
    .selectAll()
    .where((eb) => eb.or([eb('buy_order_id', '=', orderId), eb('sell_order_id', '=', orderId)]))
    .orderBy('id', 'asc')
    .execute();
}
