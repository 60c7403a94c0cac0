/** Reads and writes of the mark tick log (mark_ticks). Writes take the running transaction. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../store/schema';
import type { MarkTickRow } from '../../store/tables/futures-prices';
import { firstTickRowFrom, lastTickRowBefore } from '../../store/tick-queries';

type Reader = Kysely<Database> | Transaction<Database>;

/** A stored row with its BIGINT columns as numbers (PostgreSQL returns them as strings). */
export interface StoredTick extends Omit<MarkTickRow, 'seq' | 'ts' | 'premium_count'> {
  seq: number;
  ts: number;
  premium_count: number;
}

const read = (row: Selectable<MarkTickRow>): StoredTick => ({
  ...row,
  seq: Number(row.seq),
  ts: Number(row.ts),
  premium_count: Number(row.premium_count),
});

export async function lastTick(db: Reader, symbol: string): Promise<StoredTick | null> {
  const row = await db.selectFrom('mark_ticks').selectAll().where('symbol', '=', symbol).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  return row ? read(row) : null;
}

/** The last tick recorded before `ts` (and at or after `since`), or null. */
export async function lastTickBefore(db: Reader, symbol: string, ts: number, since: number): Promise<StoredTick | null> {
  const row = await lastTickRowBefore(db, 'mark_ticks', symbol, ts, since);
  return row ? read(row) : null;
}

/** The first tick recorded at or after `ts`, or null. */
export async function firstTickFrom(db: Reader, symbol: string, ts: number): Promise<StoredTick | null> {
  const row = await firstTickRowFrom(db, 'mark_ticks', symbol, ts);
  return row ? read(row) : null;
}

/** The time of the perpetual's oldest stored tick, or null (where pruning starts after a restart). */
export async function oldestTickTs(db: Reader, symbol: string): Promise<number | null> {
  const row = await db.selectFrom('mark_ticks').select('ts').where('symbol', '=', symbol).orderBy('ts').limit(1).executeTakeFirst();
  return row ? Number(row.ts) : null;
}

export async function appendTicks(trx: Transaction<Database>, rows: readonly StoredTick[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('mark_ticks').values(rows).execute();
}
