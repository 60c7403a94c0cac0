/** Reads and writes of cycle_orders. Writes take the running transaction; a settlement only ever updates an open order. */
import type { Transaction } from 'kysely';
import { pageOf, type PageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import { insertRows } from '../store/insert-rows';
import { fromRow, toRow, type CycleOrderRecord } from './order-record';
import type { Reader } from './tick-log';

const SETTLEMENT_COLUMNS = ['status', 'exit_seq', 'exit_ts', 'exit_price', 'outcome', 'profit', 'payout', 'settled_at', 'version'];
/** ids per `in (…)` list, well below either backend's parameter limit */
const ID_CHUNK = 500;

export async function insertOrder(trx: Transaction<Database>, r: CycleOrderRecord): Promise<void> {
  await insertRows(trx, 'cycle_orders', [toRow(r)]);
}

/** The ids among `ids` still open in the running transaction: a settlement's once-only check. */
export async function stillOpen(trx: Transaction<Database>, ids: readonly number[]): Promise<Set<number>> {
  const open = new Set<number>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const rows = await trx
      .selectFrom('cycle_orders')
      .select('id')
      .where('id', 'in', ids.slice(i, i + ID_CHUNK))
      .where('status', '=', 'open')
      .execute();
    for (const row of rows) open.add(Number(row.id));
  }
  return open;
}

/** Stores settled orders (checked open by stillOpen in the same transaction), many rows a statement. */
export async function storeSettlements(trx: Transaction<Database>, settled: readonly CycleOrderRecord[]): Promise<void> {
  await insertRows(trx, 'cycle_orders', settled.map(toRow), { onConflict: { columns: ['id'], update: SETTLEMENT_COLUMNS } });
}

export async function orderByClientId(db: Reader, userId: number, clientId: string): Promise<CycleOrderRecord | null> {
  const row = await db
    .selectFrom('cycle_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function orderById(db: Reader, id: number): Promise<CycleOrderRecord | null> {
  const row = await db.selectFrom('cycle_orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function openOrders(db: Reader): Promise<CycleOrderRecord[]> {
  const rows = await db.selectFrom('cycle_orders').selectAll().where('status', '=', 'open').orderBy('expiry_time').orderBy('id').execute();
  return rows.map(fromRow);
}

export async function lastOrderId(db: Reader): Promise<number> {
  const row = await db
    .selectFrom('cycle_orders')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** A user's open orders, soonest expiry first, or settled ones, newest settlement first. */
export async function pageOrders(
  db: Reader,
  userId: number,
  open: boolean,
  q: PageQuery,
): Promise<{ items: CycleOrderRecord[]; total: number }> {
  const query = db
    .selectFrom('cycle_orders')
    .where('user_id', '=', userId)
    .where('status', '=', open ? 'open' : 'settled');
  const { items, total } = await pageOf(query, q, (filtered) =>
    open
      ? filtered.selectAll().orderBy('expiry_time').orderBy('id')
      : filtered.selectAll().orderBy('settled_at', 'desc').orderBy('id', 'desc'),
  );
  return { items: items.map(fromRow), total };
}

/** Every settled order, by id, a page at a time (the verify command). */
export async function settledAfter(db: Reader, afterId: number, limit: number): Promise<CycleOrderRecord[]> {
  const rows = await db
    .selectFrom('cycle_orders')
    .selectAll()
    .where('status', '=', 'settled')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}
