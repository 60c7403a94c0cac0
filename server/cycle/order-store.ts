/** Reads and writes of cycle_orders. Writes take the running transaction; a settlement only ever updates an open order. */
import type { Transaction } from 'kysely';
import { pageOf, type PageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import { fromRow, type CycleOrderRecord } from './order-record';
import type { Reader } from './tick-log';

export async function insertOrder(trx: Transaction<Database>, r: CycleOrderRecord): Promise<void> {
  await trx
    .insertInto('cycle_orders')
    .values({
      id: r.id,
      user_id: r.userId,
      client_id: r.clientId,
      symbol: r.symbol,
      category: r.category,
      direction: r.direction,
      period_seconds: r.periodSeconds,
      stake: r.stake.toString(),
      fee: r.fee.toString(),
      payout_rate: r.payoutRate,
      fee_rate: r.feeRate,
      rules_version: r.rulesVersion,
      open_time: r.openTime,
      expiry_time: r.expiryTime,
      entry_seq: r.entry.seq,
      entry_ts: r.entry.ts,
      entry_price: r.entry.price.toString(),
      status: r.status,
      exit_seq: null,
      exit_ts: null,
      exit_price: null,
      outcome: null,
      profit: null,
      payout: null,
      settled_at: null,
      version: r.version,
    })
    .execute();
}

/** Stores a settlement; false when the order was no longer open (settled once already: nothing may move again). */
export async function storeSettlement(trx: Transaction<Database>, r: CycleOrderRecord): Promise<boolean> {
  const result = await trx
    .updateTable('cycle_orders')
    .set({
      status: 'settled',
      exit_seq: r.exit!.seq,
      exit_ts: r.exit!.ts,
      exit_price: r.exit!.price.toString(),
      outcome: r.outcome,
      profit: r.profit!.toString(),
      payout: r.payout!.toString(),
      settled_at: r.settledAt,
      version: r.version,
    })
    .where('id', '=', r.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
