/** Reads and writes of the deposits table (store/tables/chain.ts). Writes take the running serial transaction. */
import type { Transaction } from 'kysely';
import type { NetworkId } from '@contract/wallet';
import { pageOf, type PageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import type { Reader } from './chain-store';
import { fromDepositRow, toDepositRow, type DepositRecord } from './deposit-record';

export async function nextDepositId(db: Reader): Promise<number> {
  const row = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertDeposit(trx: Transaction<Database>, d: DepositRecord): Promise<void> {
  await trx.insertInto('deposits').values(toDepositRow(d)).execute();
}

export async function updateDeposit(trx: Transaction<Database>, d: DepositRecord): Promise<void> {
  const { id: _id, ...row } = toDepositRow(d);
  await trx.updateTable('deposits').set(row).where('id', '=', d.id).execute();
}

export async function depositById(db: Reader, id: number): Promise<DepositRecord | null> {
  const row = await db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromDepositRow(row) : null;
}

export async function depositByClientId(db: Reader, userId: number, clientId: string): Promise<DepositRecord | null> {
  const row = await db
    .selectFrom('deposits')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? fromDepositRow(row) : null;
}

/** Deposits of the mined transactions that have none yet (a transfer from outside is seen only once mined). */
export async function depositTxHashes(db: Reader, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db.selectFrom('deposits').select('tx_hash').where('tx_hash', 'in', hashes).execute();
  return new Set(rows.map((r) => r.tx_hash));
}

/** Deposits of a network still counting confirmations (pending or credited). */
export async function countingDeposits(db: Reader, network: NetworkId): Promise<DepositRecord[]> {
  const rows = await db
    .selectFrom('deposits')
    .selectAll()
    .where('network', '=', network)
    .where('status', 'in', ['pending', 'credited'])
    .orderBy('id')
    .execute();
  return rows.map(fromDepositRow);
}

/** A user's credited, not yet unlocked amount of an asset. */
export async function lockedAmount(db: Reader, userId: number, asset: string): Promise<bigint> {
  const rows = await db
    .selectFrom('deposits')
    .select('amount')
    .where('user_id', '=', userId)
    .where('asset', '=', asset)
    .where('status', '=', 'credited')
    .execute();
  return rows.reduce((sum, r) => sum + BigInt(r.amount), 0n);
}

/** The `deposits` snapshot: the user's deposits not yet unlocked, and the latest 20. */
export async function recentDeposits(db: Reader, userId: number): Promise<DepositRecord[]> {
  const latest = await db.selectFrom('deposits').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(20).execute();
  const open = await db
    .selectFrom('deposits')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'credited'])
    .execute();
  const byId = new Map([...latest, ...open].map((r) => [Number(r.id), fromDepositRow(r)]));
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

export async function pageDeposits(db: Reader, userId: number, asset: string | undefined, q: PageQuery) {
  let filtered = db.selectFrom('deposits').where('user_id', '=', userId);
  if (asset) filtered = filtered.where('asset', '=', asset);
  const { items, total } = await pageOf(filtered, q, (query) => query.selectAll().orderBy('id', 'desc'));
  return { items: items.map(fromDepositRow), total };
}
