/**
 * asset/records finds a user's postings by account name (`u:{id}:…`, one range): postings had no index on account.
 */
import type { Kysely, Migration } from 'kysely';

export const postingsAccountMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('postings_account').on('postings').columns(['account', 'tx_id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('postings_account').execute();
  },
};
