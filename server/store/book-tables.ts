/**
 * The reads every order-book product (spot, futures) makes of its own tables at start and per group commit, written
 * once: the tables are arguments (their columns are the same where these reads look).
 */
import type { Kysely, Selectable } from 'kysely';
import { powerOfTwoBatches } from './batches';
import type { Database } from './schema';

type Db = Kysely<Database>;
type OrderTable = 'orders' | 'futures_orders';
type TradeTable = 'trades' | 'futures_trades';
type CommandTable = 'spot_commands' | 'futures_commands';
type IdTable = OrderTable | TradeTable | CommandTable | 'positions' | 'futures_funding';

/** Client order ids looked up per statement (two parameters each). */
const CLIENT_ID_CHUNK = 400;

/** The stored orders of these (user, client order id) pairs; pairs without one are left out. */
export async function ordersByClientIds<T extends OrderTable>(
  db: Db,
  table: T,
  keys: readonly { userId: number; clientOrderId: string }[],
): Promise<Selectable<Database[T]>[]> {
  const found: Selectable<Database[OrderTable]>[] = [];
  for (const chunk of powerOfTwoBatches(keys, CLIENT_ID_CHUNK)) {
    const rows = await db
      .selectFrom(table as OrderTable)
      .selectAll()
      .where((eb) => eb.or(chunk.map((k) => eb.and([eb('user_id', '=', k.userId), eb('client_order_id', '=', k.clientOrderId)]))))
      .execute();
    found.push(...rows);
  }
  return found as Selectable<Database[T]>[];
}

/** The highest id of a table, 0 when it is empty: where a restart continues its ids. */
export async function lastId(db: Db, table: IdTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

/** The depth seq of every book that ever published one, from its command journal. */
export async function bookSeqs(db: Db, journal: CommandTable): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(journal)
    .select(['symbol', (eb) => eb.fn.max('seq').as('seq')])
    .groupBy('symbol')
    .execute();
  return new Map(rows.map((r) => [r.symbol, Number(r.seq)]));
}

/** A book's latest trades, newest first. */
export async function recentTrades<T extends TradeTable>(
  db: Db,
  table: T,
  symbol: string,
  limit: number,
): Promise<Selectable<Database[T]>[]> {
  const rows = await db
    .selectFrom(table as TradeTable)
    .selectAll()
    .where('symbol', '=', symbol)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows as Selectable<Database[T]>[];
}
