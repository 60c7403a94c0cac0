/** Reads and writes of the index tick log (index_ticks, docs/cycle.md). Writes take the running transaction. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { IndexTick } from '@contract/cycle';
import { fromUnits } from '../money';
import type { Database } from '../store/schema';
import type { IndexTickRow } from '../store/tables/cycle';
import { firstTickRowFrom, lastTickRowBefore } from '../store/tick-queries';
import { findCycleSymbol } from './rules';

export type Reader = Kysely<Database> | Transaction<Database>;

/** A tick with its price in 1e-8 units, as stored; `wire` is what the API shows. */
export interface StoredIndexTick {
  symbol: string;
  seq: number;
  ts: number;
  price: bigint;
}

export const toWireTick = (tick: StoredIndexTick): IndexTick => ({
  symbol: tick.symbol,
  seq: tick.seq,
  ts: tick.ts,
  price: fromUnits(tick.price, findCycleSymbol(tick.symbol)?.pricePrecision ?? 8),
});

const read = (row: Selectable<IndexTickRow>): StoredIndexTick => ({
  symbol: row.symbol,
  seq: Number(row.seq),
  ts: Number(row.ts),
  price: BigInt(row.price),
});

export async function appendIndexTicks(trx: Transaction<Database>, ticks: readonly StoredIndexTick[]): Promise<void> {
  if (ticks.length === 0) return;
  await trx
    .insertInto('index_ticks')
    .values(ticks.map((t) => ({ symbol: t.symbol, seq: t.seq, ts: t.ts, price: t.price.toString() })))
    .execute();
}

/** The last `limit` ticks of a symbol recorded before `before` (ms; every tick when absent), oldest first. */
export async function latestTicks(db: Reader, symbol: string, limit: number, before?: number): Promise<StoredIndexTick[]> {
  let query = db.selectFrom('index_ticks').selectAll().where('symbol', '=', symbol);
  if (before !== undefined) query = query.where('ts', '<', before);
  const rows = await query.orderBy('seq', 'desc').limit(limit).execute();
  return rows.map(read).reverse();
}

/** The first tick recorded at or after `ts` (by time, then seq), or null. */
export async function firstTickAtOrAfter(db: Reader, symbol: string, ts: number): Promise<StoredIndexTick | null> {
  const row = await firstTickRowFrom(db, 'index_ticks', symbol, ts);
  return row ? read(row) : null;
}

/** The last tick recorded before `ts`, or null. */
export async function lastTickBefore(db: Reader, symbol: string, ts: number): Promise<StoredIndexTick | null> {
  const row = await lastTickRowBefore(db, 'index_ticks', symbol, ts);
  return row ? read(row) : null;
}

/** One tick by its symbol and seq, or null. */
export async function tickBySeq(db: Reader, symbol: string, seq: number): Promise<StoredIndexTick | null> {
  const row = await db.selectFrom('index_ticks').selectAll().where('symbol', '=', symbol).where('seq', '=', seq).executeTakeFirst();
  return row ? read(row) : null;
}
