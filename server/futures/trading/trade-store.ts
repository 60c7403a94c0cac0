/** SQL of the futures trading service: the only module that reads or writes its tables (server/store/tables/futures.ts). */
import type { Kysely } from 'kysely';
import type { FuturesOrderStatus } from '@contract/futures';
import { bookSeqs, lastId, ordersByClientIds as storedByClientIds, recentTrades } from '../../store/book-tables';
import { insertRows } from '../../store/insert-rows';
import { pageOf, type PageQuery } from '../../store/paging';
import type { Database } from '../../store/schema';
import type { FundingPaymentRow, FundingRunRow, FuturesCommandRow, FuturesSettingsRow, FuturesTradeRow } from '../../store/tables/futures';
import { orderFromRow, orderToRow, positionFromRow, positionToRow, type FuturesOrderRecord, type PositionRecord } from './records';
import type { FuturesIds } from './trading-state';

type Db = Kysely<Database>;
const OPEN: FuturesOrderStatus[] = ['new', 'partially_filled'];
const FINISHED: FuturesOrderStatus[] = ['filled', 'cancelled'];

export async function saveOrders(db: Db, records: readonly FuturesOrderRecord[]): Promise<void> {
  const update = ['filled_lots', 'filled_notional', 'fee', 'frozen', 'realized_pnl', 'status', 'updated_at', 'version'];
  await insertRows(db, 'futures_orders', records.map(orderToRow), { onConflict: { columns: ['id'], update } });
}

export async function savePositions(db: Db, records: readonly PositionRecord[]): Promise<void> {
  const rows = records.map(positionToRow);
  const update = Object.keys(rows[0] ?? {}).filter((c) => c !== 'id');
  await insertRows(db, 'positions', rows, { onConflict: { columns: ['id'], update } });
}

export async function saveSettings(db: Db, rows: readonly FuturesSettingsRow[]): Promise<void> {
  await insertRows(db, 'futures_settings', rows, { onConflict: { columns: ['user_id', 'symbol'], update: ['leverage', 'margin_mode'] } });
}

export async function insertTrades(db: Db, rows: readonly FuturesTradeRow[]): Promise<void> {
  await insertRows(db, 'futures_trades', rows);
}

export async function insertCommands(db: Db, rows: readonly FuturesCommandRow[]): Promise<void> {
  await insertRows(db, 'futures_commands', rows);
}

export async function orderById(db: Db, id: number): Promise<FuturesOrderRecord | undefined> {
  const row = await db.selectFrom('futures_orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row && orderFromRow(row);
}

/** The fills of one order, oldest first. */
export async function tradesOfOrder(db: Db, orderId: number): Promise<FuturesTradeRow[]> {
  return db
    .selectFrom('futures_trades')
    .selectAll()
    .where((eb) => eb.or([eb('buy_order_id', '=', orderId), eb('sell_order_id', '=', orderId)]))
    .orderBy('id', 'asc')
    .execute();
}

export async function positionById(db: Db, id: number): Promise<PositionRecord | undefined> {
  const row = await db.selectFrom('positions').selectAll().where('id', '=', id).executeTakeFirst();
  return row && positionFromRow(row);
}

export async function ordersByClientIds(db: Db, keys: readonly { userId: number; clientOrderId: string }[]): Promise<FuturesOrderRecord[]> {
  return (await storedByClientIds(db, 'futures_orders', keys)).map(orderFromRow);
}

/** A user's orders whose client order id starts with `prefix` (close/all's derived ids), oldest first. */
export async function ordersByClientPrefix(db: Db, userId: number, prefix: string): Promise<FuturesOrderRecord[]> {
  const rows = await db
    .selectFrom('futures_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_order_id', 'like', `${prefix}%`)
    .orderBy('id', 'asc')
    .execute();
  // '_' is a LIKE wildcard and a base64url character: keep the exact prefix only
  return rows.map(orderFromRow).filter((r) => r.clientOrderId.startsWith(prefix));
}

/** Every open order, oldest first: the order in which they entered their books. */
export async function loadOpenOrders(db: Db): Promise<FuturesOrderRecord[]> {
  const rows = await db.selectFrom('futures_orders').selectAll().where('status', 'in', OPEN).orderBy('id', 'asc').execute();
  return rows.map(orderFromRow);
}

export async function loadOpenPositions(db: Db): Promise<PositionRecord[]> {
  const rows = await db.selectFrom('positions').selectAll().where('close_reason', 'is', null).orderBy('id', 'asc').execute();
  return rows.map(positionFromRow);
}

export async function loadSettings(db: Db): Promise<FuturesSettingsRow[]> {
  return db.selectFrom('futures_settings').selectAll().execute();
}

export async function loadLastIds(db: Db): Promise<FuturesIds> {
  return {
    order: await lastId(db, 'futures_orders'),
    trade: await lastId(db, 'futures_trades'),
    position: await lastId(db, 'positions'),
    command: await lastId(db, 'futures_commands'),
    funding: await lastId(db, 'futures_funding'),
  };
}

/** The depth seq of every book that ever published one. */
export const loadSeqs = (db: Db): Promise<Map<string, number>> => bookSeqs(db, 'futures_commands');

/** Newest first. */
export const loadRecentTrades = (db: Db, symbol: string, limit: number): Promise<FuturesTradeRow[]> =>
  recentTrades(db, 'futures_trades', symbol, limit);

export async function pageOrders(
  db: Db,
  userId: number,
  open: boolean,
  q: PageQuery,
): Promise<{ items: FuturesOrderRecord[]; total: number }> {
  let query = db
    .selectFrom('futures_orders')
    .where('user_id', '=', userId)
    .where('status', 'in', open ? OPEN : FINISHED);
  if (q.symbol) query = query.where('symbol', '=', q.symbol);
  const { items, total } = await pageOf(query, q, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
  return { items: items.map(orderFromRow), total };
}

/** Closed positions, the last closed first. */
export async function pageClosedPositions(db: Db, userId: number, q: PageQuery): Promise<{ items: PositionRecord[]; total: number }> {
  let query = db.selectFrom('positions').where('user_id', '=', userId).where('close_reason', 'is not', null);
  if (q.symbol) query = query.where('symbol', '=', q.symbol);
  const { items, total } = await pageOf(query, q, (filtered) => filtered.selectAll().orderBy('closed_at', 'desc').orderBy('id', 'desc'));
  return { items: items.map(positionFromRow), total };
}

export async function insertFunding(db: Db, funding: readonly { run: FundingRunRow; payments: FundingPaymentRow[] }[]): Promise<void> {
  await insertRows(
    db,
    'futures_funding_runs',
    funding.map((f) => f.run),
  );
  await insertRows(
    db,
    'futures_funding',
    funding.flatMap((f) => f.payments),
  );
}

export async function fundingRunExists(db: Db, symbol: string, fundingTime: number): Promise<boolean> {
  const row = await db
    .selectFrom('futures_funding_runs')
    .select('symbol')
    .where('symbol', '=', symbol)
    .where('funding_time', '=', fundingTime)
    .executeTakeFirst();
  return row !== undefined;
}

export async function lastFundingTime(db: Db, symbol: string): Promise<number | null> {
  const row = await db
    .selectFrom('futures_funding_runs')
    .select((eb) => eb.fn.max('funding_time').as('t'))
    .where('symbol', '=', symbol)
    .executeTakeFirst();
  return row?.t == null ? null : Number(row.t);
}

export async function pageFunding(db: Db, userId: number, q: PageQuery): Promise<{ items: FundingPaymentRow[]; total: number }> {
  let query = db.selectFrom('futures_funding').where('user_id', '=', userId);
  if (q.symbol) query = query.where('symbol', '=', q.symbol);
  return pageOf(query, q, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
}
