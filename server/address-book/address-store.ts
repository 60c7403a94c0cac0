/** Reads and writes of saved_addresses (store/tables/address-book.ts), always scoped to one user. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SavedAddress } from '@contract/address-book';
import type { NetworkId } from '@contract/wallet';
import type { Database } from '../store/schema';
import type { SavedAddressRow } from '../store/tables/address-book';

type Reader = Kysely<Database> | Transaction<Database>;

const EVM_NETWORKS: ReadonlySet<NetworkId> = new Set(['ERC20', 'BEP20']);

/** How two addresses compare: an EVM address names the same account in any letter case (EIP-55 is only a checksum). */
export const addressKeyOf = (network: NetworkId, address: string): string => (EVM_NETWORKS.has(network) ? address.toLowerCase() : address);

const fromRow = (row: Selectable<SavedAddressRow>): SavedAddress => ({
  id: String(row.id),
  asset: row.asset,
  network: row.network,
  address: row.address,
  remark: row.remark,
  createdAt: Number(row.created_at),
});

export async function listSaved(db: Reader, userId: number, filter: { asset?: string; network?: NetworkId }): Promise<SavedAddress[]> {
  let query = db.selectFrom('saved_addresses').selectAll().where('user_id', '=', userId);
  if (filter.asset !== undefined) query = query.where('asset', '=', filter.asset);
  if (filter.network !== undefined) query = query.where('network', '=', filter.network);
  return (await query.orderBy('id', 'desc').execute()).map(fromRow);
}

export async function countSaved(db: Reader, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_addresses')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function isSaved(db: Reader, userId: number, asset: string, network: NetworkId, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('saved_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('asset', '=', asset)
    .where('network', '=', network)
    .where('address_key', '=', addressKeyOf(network, address))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSaved(trx: Transaction<Database>, userId: number, entry: Omit<SavedAddress, 'id'>): Promise<SavedAddress> {
  const row = await trx
    .insertInto('saved_addresses')
    .values({
      user_id: userId,
      asset: entry.asset,
      network: entry.network,
      address: entry.address,
      address_key: addressKeyOf(entry.network, entry.address),
      remark: entry.remark,
      created_at: entry.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return fromRow(row);
}

/** Deletes the user's own entry; false when no entry of that id belongs to the user. */
export async function deleteSaved(trx: Transaction<Database>, userId: number, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('saved_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
