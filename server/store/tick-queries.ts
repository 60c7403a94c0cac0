/** The where/orderBy/limit shape shared by the two tick logs (index_ticks, mark_ticks); each log maps the rows itself. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from './schema';

export type TickTable = 'index_ticks' | 'mark_ticks';
export type TickReader = Kysely<Database> | Transaction<Database>;
type TickRow<T extends TickTable> = Selectable<Database[T]>;

/** Narrowed view so Kysely resolves the columns both tick tables share (symbol, seq, ts). */
const ticksOf = (db: TickReader, table: TickTable) => (db as Kysely<Pick<Database, TickTable>>).selectFrom(table).selectAll();

/** The last tick recorded before `ts` (and at or after `since` when given), or undefined. */
export async function lastTickRowBefore<T extends TickTable>(
  db: TickReader,
  table: T,
  symbol: string,
  ts: number,
  since?: number,
): Promise<TickRow<T> | undefined> {
  let query = ticksOf(db, table).where('symbol', '=', symbol).where('ts', '<', ts);
  if (since !== undefined) query = query.where('ts', '>=', since);
  const row = await query.orderBy('ts', 'desc').orderBy('seq', 'desc').limit(1).executeTakeFirst();
  return row as TickRow<T> | undefined;
}

/** The first tick recorded at or after `ts` (by time, then seq), or undefined. */
export async function firstTickRowFrom<T extends TickTable>(
  db: TickReader,
  table: T,
  symbol: string,
  ts: number,
): Promise<TickRow<T> | undefined> {
  const row = await ticksOf(db, table)
    .where('symbol', '=', symbol)
    .where('ts', '>=', ts)
    .orderBy('ts')
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  return row as TickRow<T> | undefined;
}
