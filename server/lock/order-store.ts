/** Reads and writes of lock_orders and lock_payments. Writes take the running transaction. */
import type { Kysely, Transaction } from 'kysely';
import { LOCK_FINISHED, LOCK_FINISHED_STATUSES, type LockListReq, type LockOrder } from '@contract/lock';
import { pageOf, type PageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import { fromPaymentRow, fromRow, toLockOrder, toRow, type LockOrderRecord, type LockPaymentRecord } from './order-record';

export type Reader = Kysely<Database> | Transaction<Database>;
/** ids per `in (…)` list, well below either backend's parameter limit */
const ID_CHUNK = 500;

export async function insertOrder(trx: Transaction<Database>, r: LockOrderRecord): Promise<void> {
  await trx.insertInto('lock_orders').values(toRow(r)).execute();
}

/** Stores an order's new state (payments, redemption, completion). */
export async function updateOrder(trx: Transaction<Database>, r: LockOrderRecord): Promise<void> {
  const { id: _id, ...changes } = toRow(r);
  await trx.updateTable('lock_orders').set(changes).where('id', '=', r.id).execute();
}

/** The unique key (order, day) makes a second payment of a day fail and roll its transaction back. */
export async function insertPayments(trx: Transaction<Database>, payments: readonly LockPaymentRecord[]): Promise<void> {
  if (payments.length === 0) return;
  const rows = payments.map((p) => ({ order_id: p.orderId, day: p.day, amount: p.amount.toString(), paid_at: p.paidAt }));
  await trx.insertInto('lock_payments').values(rows).execute();
}

export async function orderById(db: Reader, id: number): Promise<LockOrderRecord | null> {
  const row = await db.selectFrom('lock_orders').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function orderByClientId(db: Reader, userId: number, clientId: string): Promise<LockOrderRecord | null> {
  const row = await db
    .selectFrom('lock_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function orderByRedeemClientId(db: Reader, userId: number, clientId: string): Promise<LockOrderRecord | null> {
  const row = await db
    .selectFrom('lock_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('redeem_client_id', '=', clientId)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function lastOrderId(db: Reader): Promise<number> {
  const row = await db
    .selectFrom('lock_orders')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** Every active order (quota and the yield pool's cover are sums over them). */
export async function activeOrders(db: Reader): Promise<LockOrderRecord[]> {
  const rows = await db.selectFrom('lock_orders').selectAll().where('status', '=', 'active').execute();
  return rows.map(fromRow);
}

/** Active orders with a dividend (or the principal) due at `now`, soonest first, at most `limit`. */
export async function dueOrders(db: Reader, now: number, limit: number): Promise<LockOrderRecord[]> {
  const rows = await db
    .selectFrom('lock_orders')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_due_at', '<=', now)
    .orderBy('next_due_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

/** The soonest time an active order falls due, null when none is active. */
export async function nextDueAt(db: Reader): Promise<number | null> {
  const row = await db
    .selectFrom('lock_orders')
    .select((eb) => eb.fn.min('next_due_at').as('min'))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row?.min === null || row?.min === undefined ? null : Number(row.min);
}

export async function paymentsOf(db: Reader, orderIds: readonly number[]): Promise<Map<number, LockPaymentRecord[]>> {
  const byOrder = new Map<number, LockPaymentRecord[]>(orderIds.map((id) => [id, []]));
  for (let i = 0; i < orderIds.length; i += ID_CHUNK) {
    const rows = await db
      .selectFrom('lock_payments')
      .selectAll()
      .where('order_id', 'in', orderIds.slice(i, i + ID_CHUNK))
      .orderBy('order_id')
      .orderBy('day')
      .execute();
    for (const row of rows.map(fromPaymentRow)) byOrder.get(row.orderId)?.push(row);
  }
  return byOrder;
}

/** A user's orders, newest subscription first, of one status or all. */
export async function pageOrders(
  db: Reader,
  userId: number,
  status: LockListReq['status'],
  q: PageQuery,
): Promise<{ items: LockOrderRecord[]; total: number }> {
  let query = db.selectFrom('lock_orders').where('user_id', '=', userId);
  if (status === LOCK_FINISHED) query = query.where('status', 'in', LOCK_FINISHED_STATUSES);
  else if (status) query = query.where('status', '=', status);
  const { items, total } = await pageOf(query, q, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
  return { items: items.map(fromRow), total };
}

/** The lockOrders snapshot: every active order and the latest `finished` finished ones, newest first. */
export async function recentOrders(db: Reader, userId: number, finished: number): Promise<LockOrderRecord[]> {
  const active = await db.selectFrom('lock_orders').selectAll().where('user_id', '=', userId).where('status', '=', 'active').execute();
  const done = await db
    .selectFrom('lock_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'active')
    .orderBy('id', 'desc')
    .limit(finished)
    .execute();
  return [...active, ...done].map(fromRow).sort((a, b) => b.id - a.id);
}

/** The wire forms of orders with their payments; pass the running transaction to see what it changed. */
export async function wireOrders(db: Reader, orders: readonly LockOrderRecord[]): Promise<LockOrder[]> {
  const payments = await paymentsOf(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => toLockOrder(o, payments.get(o.id) ?? []));
}
