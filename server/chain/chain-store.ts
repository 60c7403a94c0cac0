/** Reads and writes of the chain's blocks, transactions and handed-out addresses (store/tables/chain.ts; deposits: deposit-store.ts). */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { NetworkId } from '@contract/wallet';
import type { Database } from '../store/schema';
import type { ChainTxRow } from '../store/tables/chain';

export type Reader = Kysely<Database> | Transaction<Database>;

export async function tipHeight(db: Reader, network: NetworkId): Promise<number> {
  const row = await db
    .selectFrom('chain_blocks')
    .select((eb) => eb.fn.max('height').as('max'))
    .where('network', '=', network)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

export async function lastBlockHash(db: Reader, network: NetworkId, height: number): Promise<string> {
  const row = await db
    .selectFrom('chain_blocks')
    .select('hash')
    .where('network', '=', network)
    .where('height', '=', height)
    .executeTakeFirst();
  return row?.hash ?? '';
}

/** The mempool of a network, oldest first. */
export const mempool = (db: Reader, network: NetworkId): Promise<Selectable<ChainTxRow>[]> =>
  db
    .selectFrom('chain_txs')
    .selectAll()
    .where('network', '=', network)
    .where('block_height', 'is', null)
    .orderBy('created_at')
    .orderBy('hash')
    .execute();

export async function insertTx(db: Reader, tx: Insertable<ChainTxRow>): Promise<void> {
  await db.insertInto('chain_txs').values(tx).execute();
}

export async function insertBlock(
  trx: Transaction<Database>,
  network: NetworkId,
  height: number,
  hash: string,
  ts: number,
  txHashes: string[],
) {
  await trx.insertInto('chain_blocks').values({ network, height, hash, ts }).execute();
  if (txHashes.length > 0) await trx.updateTable('chain_txs').set({ block_height: height }).where('hash', 'in', txHashes).execute();
}

export async function addressOwner(db: Reader, network: NetworkId, address: string): Promise<number | null> {
  const row = await db
    .selectFrom('deposit_addresses')
    .select('user_id')
    .where('network', '=', network)
    .where('address', '=', address)
    .executeTakeFirst();
  return row ? Number(row.user_id) : null;
}

export async function rememberAddress(trx: Transaction<Database>, network: NetworkId, address: string, userId: number): Promise<void> {
  await trx
    .insertInto('deposit_addresses')
    .values({ network, address, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
