/**
 * The SQL of asset/records: which (ledger entry, asset) pairs touch a user, a page of them newest first, and the user's
 * postings of that page. The entries come from user_ledger_entries by user, their postings by the postings key (tx_id), kept
 * to the user's accounts, the names `u:{id}:…`.
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

/** `u:5:` up to (not including) `u:5;`: every account of user 5 and no other (';' follows ':'). */
const userRange = (userId: number): [string, string] => [`u:${userId}:`, `u:${userId};`];

/** The user's listed entries (user_ledger_entries holds only those, record-scope.ts), each with the assets of its postings. */
function matching(db: Kysely<Database>, f: RecordFilter) {
  const [from, to] = userRange(f.userId);
  let query = db
    .selectFrom('user_ledger_entries as u')
    .innerJoin('ledger_tx as t', 't.id', 'u.tx_id')
    .innerJoin('postings as p', 'p.tx_id', 'u.tx_id')
    .where('u.user_id', '=', f.userId)
    .where('p.account', '>=', from)
    .where('p.account', '<', to);
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
