/** Reads and writes of the candles table (klines). Writes take the running transaction. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { KlineInterval } from '@contract/primitives';
import type { Database } from '../store/schema';
import type { KlineRow } from '../store/tables/market';
import type { BarUnits } from './bar';

type Reader = Kysely<Database> | Transaction<Database>;

export interface StoredBar extends BarUnits {
  symbol: string;
  interval: KlineInterval;
}

/** Rows a statement may carry: 10 columns each stays far below SQLite's and PostgreSQL's parameter limits. */
const BATCH = 500;

const toRow = (b: StoredBar): Insertable<KlineRow> => ({
  symbol: b.symbol,
  period: b.interval,
  t: b.t,
  o: b.o.toString(),
  h: b.h.toString(),
  l: b.l.toString(),
  c: b.c.toString(),
  v: b.v.toString(),
  q: b.q.toString(),
});

type ReadRow = { t: number | string; o: string; h: string; l: string; c: string; v: string; q: string };
const fromRow = (r: ReadRow): BarUnits => ({
  t: Number(r.t),
  o: BigInt(r.o),
  h: BigInt(r.h),
  l: BigInt(r.l),
  c: BigInt(r.c),
  v: BigInt(r.v),
  q: BigInt(r.q),
});

/** Inserts or replaces bars (a live bar is written many times while it is open). */
export async function upsertBars(trx: Transaction<Database>, bars: readonly StoredBar[]): Promise<void> {
  for (let i = 0; i < bars.length; i += BATCH) {
    await trx
      .insertInto('klines')
      .values(bars.slice(i, i + BATCH).map(toRow))
      .onConflict((oc) =>
        oc.columns(['symbol', 'period', 't']).doUpdateSet((eb) => ({
          o: eb.ref('excluded.o'),
          h: eb.ref('excluded.h'),
          l: eb.ref('excluded.l'),
          c: eb.ref('excluded.c'),
          v: eb.ref('excluded.v'),
          q: eb.ref('excluded.q'),
        })),
      )
      .execute();
  }
}

/** Up to `limit` bars opened before `endTime`, newest first. */
export async function barsBefore(db: Reader, symbol: string, interval: KlineInterval, endTime: number, limit: number): Promise<BarUnits[]> {
  const rows = await db
    .selectFrom('klines')
    .select(['t', 'o', 'h', 'l', 'c', 'v', 'q'])
    .where('symbol', '=', symbol)
    .where('period', '=', interval)
    .where('t', '<', endTime)
    .orderBy('t', 'desc')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

/** Bars opened at or after `since`, oldest first. */
export async function barsSince(db: Reader, symbol: string, interval: KlineInterval, since: number): Promise<BarUnits[]> {
  const rows = await db
    .selectFrom('klines')
    .select(['t', 'o', 'h', 'l', 'c', 'v', 'q'])
    .where('symbol', '=', symbol)
    .where('period', '=', interval)
    .where('t', '>=', since)
    .orderBy('t', 'asc')
    .execute();
  return rows.map(fromRow);
}
