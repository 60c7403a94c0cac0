/**
 * What asset/records pages: the ledger entries it lists (server/ledger/record-scope.ts), one row per entry and user
 * whose accounts it touches. 013 indexed every posting by account instead, which cost every trade a quarter of the
 * engine's durable throughput; 014 drops that index for this narrow table, written only for the entries records lists.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../dialect';

export interface UserLedgerEntriesTable {
  user_id: number;
  tx_id: number;
}

export interface LedgerRecordTables {
  user_ledger_entries: UserLedgerEntriesTable;
}

export const postingsAccountMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('postings_account').on('postings').columns(['account', 'tx_id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('postings_account').execute();
  },
};

/** The id in a user account name `u:{id}:…`. */
const userIdOf = (db: Kysely<any>) =>
  isPostgres(db)
    ? sql`cast(split_part(p.account, ':', 2) as bigint)`
    : sql`cast(substr(p.account, 3, instr(substr(p.account, 3), ':') - 1) as integer)`;

export const userLedgerEntriesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.dropIndex('postings_account').execute();
    await db.schema
      .createTable('user_ledger_entries')
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('tx_id', 'bigint', (c) => c.notNull().references('ledger_tx.id'))
      .addPrimaryKeyConstraint('user_ledger_entries_pk', ['user_id', 'tx_id'])
      .execute();
    // the rule of record-scope.ts as it stood when this migration was written
    await sql`
      insert into user_ledger_entries (user_id, tx_id)
      select distinct ${userIdOf(db)}, p.tx_id
      from postings p join ledger_tx t on t.id = p.tx_id
      where p.account like 'u:%' and p.amount <> '0' and t.kind <> 'spot_trade'
        and t.ref not like 'spot:order:%' and t.ref not like 'futures:order:%'`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('user_ledger_entries').execute();
    await db.schema.createIndex('postings_account').on('postings').columns(['account', 'tx_id']).execute();
  },
};
