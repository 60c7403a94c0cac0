/** Reads and writes of the withdrawals table (store/tables/withdrawals.ts). Writes take the running serial transaction. */
import type { Kysely, Transaction } from 'kysely';
import type { NetworkId } from '@contract/wallet';
import { pageOf, type PageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import { fromWithdrawalRow, toWithdrawalRow, type WithdrawalRecord } from './withdrawal-record';

type Reader = Kysely<Database> | Transaction<Database>;

export async function nextWithdrawalId(db: Reader): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertWithdrawal(trx: Transaction<Database>, w: WithdrawalRecord): Promise<void> {
  await trx.insertInto('withdrawals').values(toWithdrawalRow(w)).execute();
}

export async function updateWithdrawal(trx: Transaction<Database>, w: WithdrawalRecord): Promise<void> {
  const { id: _id, ...row } = toWithdrawalRow(w);
  await trx.updateTable('withdrawals').set(row).where('id', '=', w.id).execute();
}

export async function withdrawalById(db: Reader, id: number): Promise<WithdrawalRecord | null> {
  const row = await db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromWithdrawalRow(row) : null;
}

export async function withdrawalByClientId(db: Reader, userId: number, clientId: string): Promise<WithdrawalRecord | null> {
  const row = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? fromWithdrawalRow(row) : null;
}

/** Withdrawals of a network the block tick moves on: submitted (to broadcast) and broadcast (counting), in id order. */
export async function movingWithdrawals(db: Reader, network: NetworkId): Promise<WithdrawalRecord[]> {
  const rows = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('network', '=', network)
    .where('status', 'in', ['submitted', 'broadcast'])
    .orderBy('id')
    .execute();
  return rows.map(fromWithdrawalRow);
}

/** The amounts of a user's withdrawals of `asset` created since `since` and not rejected (the daily limit). */
export async function withdrawnSince(db: Reader, userId: number, asset: string, since: number): Promise<bigint> {
  const rows = await db
    .selectFrom('withdrawals')
    .select('amount')
    .where('user_id', '=', userId)
    .where('asset', '=', asset)
    .where('created_at', '>=', since)
    .where('status', '!=', 'rejected')
    .execute();
  return rows.reduce((sum, r) => sum + BigInt(r.amount), 0n);
}

/** The `withdrawals` snapshot: the user's withdrawals not final, and the latest 20, newest first. */
export async function recentWithdrawals(db: Reader, userId: number): Promise<WithdrawalRecord[]> {
  const latest = await db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(20).execute();
  const open = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['review', 'submitted', 'broadcast'])
    .execute();
  const byId = new Map([...latest, ...open].map((r) => [Number(r.id), fromWithdrawalRow(r)]));
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

export async function pageWithdrawals(db: Reader, userId: number, asset: string | undefined, q: PageQuery) {
  let filtered = db.selectFrom('withdrawals').where('user_id', '=', userId);
  if (asset) filtered = filtered.where('asset', '=', asset);
  const { items, total } = await pageOf(filtered, q, (query) => query.selectAll().orderBy('id', 'desc'));
  return { items: items.map(fromWithdrawalRow), total };
}
