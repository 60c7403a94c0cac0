/**
 * The withdrawal address book (server/address-book, docs/addresses-and-team.md): one row per saved address, unique per
 * user, asset, network and `address_key` (the address as compared: EVM lower-cased, others as typed). Also the index on
 * users.invited_by that the team counts (server/team) walk level by level. Ids and times (ms) are BIGINT (strings on
 * PostgreSQL).
 */
import type { ColumnType, Kysely, Migration } from 'kysely';
import type { NetworkId } from '@contract/wallet';
import { autoIncrementId } from '../dialect';
import type { MillisColumn } from './market';

export interface SavedAddressRow {
  /** given by the database (autoincrement, bigserial) */
  id: ColumnType<number | string, never, never>;
  user_id: MillisColumn;
  asset: string;
  network: NetworkId;
  address: string;
  address_key: string;
  remark: string;
  created_at: MillisColumn;
}

export interface AddressBookTables {
  saved_addresses: SavedAddressRow;
}

export const addressBookMigration: Migration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    await s
      .createTable('saved_addresses')
      .addColumn('id', ...autoIncrementId(db))
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('asset', 'varchar(12)', (c) => c.notNull())
      .addColumn('network', 'varchar(8)', (c) => c.notNull())
      .addColumn('address', 'varchar(100)', (c) => c.notNull())
      .addColumn('address_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('remark', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await s
      .createIndex('saved_addresses_unique')
      .unique()
      .on('saved_addresses')
      .columns(['user_id', 'asset', 'network', 'address_key'])
      .execute();
    await s.createIndex('users_invited_by').on('users').columns(['invited_by', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('users_invited_by').execute();
    await db.schema.dropTable('saved_addresses').execute();
  },
};
