/** Reads and writes of the fiat_withdrawals table (store/tables/fiat.ts). Writes take the running serial transaction. */
import type { Kysely, Transaction } from 'kysely';
import type { FiatWithdrawalStatus } from '@contract/fiat';
import { pageOf, type PageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import { fromFiatRow, toFiatRow, type FiatRecord } from './fiat-record';

type Reader = Kysely<Database> | Transaction<Database>;

/** not final: the bank job and the snapshot look at these */
export const OPEN_FIAT_STATUSES: readonly FiatWithdrawalStatus[] = ['review', 'submitted', 'processing'];

export async function nextFiatId(db: Reader): Promise<number> {
  const row = await db
    .selectFrom('fiat_withdrawals')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertFiat(trx: Transaction<Database>, w: FiatRecord): Promise<void> {
  await trx.insertInto('fiat_withdrawals').values(toFiatRow(w)).execute();
}

/** Stores `w`'s new state only if the row is still in `from` (so a step is never carried out twice). */
export async function moveFiat(trx: Transaction<Database>, w: FiatRecord, from: FiatWithdrawalStatus): Promise<boolean> {
  const { id: _id, ...row } = toFiatRow(w);
  const done = await trx.updateTable('fiat_withdrawals').set(row).where('id', '=', w.id).where('status', '=', from).executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function fiatById(db: Reader, id: number): Promise<FiatRecord | null> {
  const row = await db.selectFrom('fiat_withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromFiatRow(row) : null;
}

export async function fiatByClientId(db: Reader, userId: number, clientId: string): Promise<FiatRecord | null> {
  const row = await db
    .selectFrom('fiat_withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? fromFiatRow(row) : null;
}

/** The stored BTC-equivalents of the user's withdrawals created after `after` and not rejected (the rolling 24 h cap). */
export async function btcUsedAfter(db: Reader, userId: number, after: number): Promise<bigint> {
  const rows = await db
    .selectFrom('fiat_withdrawals')
    .select('btc_equivalent')
    .where('user_id', '=', userId)
    .where('created_at', '>', after)
    .where('status', '!=', 'rejected')
    .execute();
  return rows.reduce((sum, r) => sum + BigInt(r.btc_equivalent), 0n);
}

/** Every withdrawal not final, in id order (the bank job; the operator's list takes those in review). */
export async function openFiat(db: Reader, statuses: readonly FiatWithdrawalStatus[] = OPEN_FIAT_STATUSES): Promise<FiatRecord[]> {
  const rows = await db.selectFrom('fiat_withdrawals').selectAll().where('status', 'in', statuses).orderBy('id').execute();
  return rows.map(fromFiatRow);
}

/** The `fiatWithdrawals` snapshot: the user's withdrawals not final, and the latest 20, newest first. */
export async function recentFiat(db: Reader, userId: number): Promise<FiatRecord[]> {
  const user = db.selectFrom('fiat_withdrawals').selectAll().where('user_id', '=', userId);
  const latest = await user.orderBy('id', 'desc').limit(20).execute();
  const open = await user.where('status', 'in', OPEN_FIAT_STATUSES).execute();
  const byId = new Map([...latest, ...open].map((r) => [Number(r.id), fromFiatRow(r)]));
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

export async function pageFiat(db: Reader, userId: number, q: PageQuery) {
  const filtered = db.selectFrom('fiat_withdrawals').where('user_id', '=', userId);
  const { items, total } = await pageOf(filtered, q, (query) => query.selectAll().orderBy('id', 'desc'));
  return { items: items.map(fromFiatRow), total };
}
