/**
 * The SQL of asset/records: which (ledger entry, asset) pairs touch a user, a page of them newest first, and the user's
 * postings of that page. A user's accounts are the names `u:{id}:…`, found as one range of the postings_account index.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema';

export interface RecordFilter {
  userId: number;
  asset?: string;
  kind?: string;
  page: number;
  size: number;
}

export interface EntryAsset {
  txId: number;
  asset: string;
  kind: string;
  ref: string;
  ts: number;
}

export interface UserPosting {
  txId: number;
  account: string;
  asset: string;
  amount: bigint;
}

/**
 * Trading is not funding: a spot trade and the freezes of open orders are the trade records' job (/allRecord), and
 * would bury the funding movements. A futures fill stays: its net for the user is the fee and the realised PnL.
 */
const TRADING_KINDS = ['spot_trade'];
const ORDER_REFS = ['spot:order:%', 'futures:order:%'];

/** `u:5:` up to (not including) `u:5;`: every account of user 5 and no other (';' follows ':'). */
const userRange = (userId: number): [string, string] => [`u:${userId}:`, `u:${userId};`];

function matching(db: Kysely<Database>, f: RecordFilter) {
  const [from, to] = userRange(f.userId);
  let query = db
    .selectFrom('postings as p')
    .innerJoin('ledger_tx as t', 't.id', 'p.tx_id')
    .where('p.account', '>=', from)
    .where('p.account', '<', to)
    .where('t.kind', 'not in', TRADING_KINDS);
  for (const pattern of ORDER_REFS) query = query.where('t.ref', 'not like', pattern);
  if (f.asset) query = query.where('p.asset', '=', f.asset);
  if (f.kind) query = query.where('t.kind', '=', f.kind);
  return query.select(['p.tx_id as txId', 'p.asset as asset', 't.kind as kind', 't.ref as ref', 't.ts as ts']).distinct();
}

/** One page of the user's (entry, asset) pairs, newest entry first, and how many there are in all. */
export async function pageEntryAssets(db: Kysely<Database>, f: RecordFilter): Promise<{ items: EntryAsset[]; total: number }> {
  const rows = await matching(db, f)
    .orderBy('p.tx_id', 'desc')
    .orderBy('p.asset')
    .limit(f.size)
    .offset((f.page - 1) * f.size)
    .execute();
  const count = await db
    .selectFrom(matching(db, f).as('pairs'))
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirst();
  const items = rows.map((r) => ({ txId: Number(r.txId), asset: r.asset, kind: r.kind, ref: r.ref, ts: Number(r.ts) }));
  return { items, total: Number(count?.n ?? 0) };
}

/** The user's postings in these entries. */
export async function userPostings(db: Kysely<Database>, userId: number, txIds: readonly number[]): Promise<UserPosting[]> {
  if (txIds.length === 0) return [];
  const [from, to] = userRange(userId);
  const rows = await db
    .selectFrom('postings')
    .select(['tx_id', 'account', 'asset', 'amount'])
    .where('tx_id', 'in', [...txIds])
    .where('account', '>=', from)
    .where('account', '<', to)
    .execute();
  return rows.map((r) => ({ txId: Number(r.tx_id), account: r.account, asset: r.asset, amount: BigInt(r.amount) }));
}
