/** Reads and writes of the conversions table; writes take the running transaction. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Conversion } from '@contract/wallet';
import { fromUnits } from '../money';
import { pageOf, type PageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import type { ConversionRow } from '../store/tables/convert';

type Reader = Kysely<Database> | Transaction<Database>;

export interface ConversionRecord {
  id: number;
  userId: number;
  clientId: string;
  quoteId: string;
  from: string;
  to: string;
  amount: bigint;
  rate: string;
  receive: bigint;
  createdAt: number;
}

export const toConversion = (r: ConversionRecord): Conversion => ({
  id: String(r.id),
  clientId: r.clientId,
  quoteId: r.quoteId,
  from: r.from,
  to: r.to,
  amount: fromUnits(r.amount),
  rate: r.rate,
  receive: fromUnits(r.receive),
  createdAt: r.createdAt,
});

const fromRow = (row: Selectable<ConversionRow>): ConversionRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  clientId: row.client_id,
  quoteId: row.quote_id,
  from: row.from_asset,
  to: row.to_asset,
  amount: BigInt(row.amount),
  rate: row.rate,
  receive: BigInt(row.receive),
  createdAt: Number(row.created_at),
});

export async function insertConversion(trx: Transaction<Database>, r: ConversionRecord): Promise<void> {
  await trx
    .insertInto('conversions')
    .values({
      id: r.id,
      user_id: r.userId,
      client_id: r.clientId,
      quote_id: r.quoteId,
      from_asset: r.from,
      to_asset: r.to,
      amount: r.amount.toString(),
      rate: r.rate,
      receive: r.receive.toString(),
      created_at: r.createdAt,
    })
    .execute();
}

export async function conversionByClientId(db: Reader, userId: number, clientId: string): Promise<ConversionRecord | null> {
  const row = await db
    .selectFrom('conversions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function quoteUsed(db: Reader, quoteId: string): Promise<boolean> {
  return (await db.selectFrom('conversions').select('id').where('quote_id', '=', quoteId).executeTakeFirst()) !== undefined;
}

export async function lastConversionId(db: Reader): Promise<number> {
  const row = await db
    .selectFrom('conversions')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** A user's conversions, newest first. */
export async function pageConversions(db: Reader, userId: number, q: PageQuery): Promise<{ items: ConversionRecord[]; total: number }> {
  const query = db.selectFrom('conversions').where('user_id', '=', userId);
  const { items, total } = await pageOf(query, q, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
  return { items: items.map(fromRow), total };
}
