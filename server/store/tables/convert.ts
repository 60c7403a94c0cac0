/**
 * The conversions of server/convert (docs/wallet.md "Convert"): one row per executed quote, unique per user and client
 * id (idempotency) and per quote (a quote converts once). Amounts are TEXT holding integer 1e-8 units, the rate a decimal
 * string of up to 18 decimals; ids and times (ms) are BIGINT, which PostgreSQL returns as strings.
 */
import type { Kysely, Migration } from 'kysely';
import type { MillisColumn } from './market';

export interface ConversionRow {
  id: MillisColumn;
  user_id: MillisColumn;
  client_id: string;
  quote_id: string;
  from_asset: string;
  to_asset: string;
  amount: string;
  rate: string;
  receive: string;
  created_at: MillisColumn;
}

export interface ConvertTables {
  conversions: ConversionRow;
}

export const convertMigration: Migration = {
  async up(db: Kysely<any>) {
    const text = (name: string) => [name, 'text', (c: any) => c.notNull()] as const;
    await db.schema
      .createTable('conversions')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('quote_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('from_asset', 'varchar(12)', (c) => c.notNull())
      .addColumn('to_asset', 'varchar(12)', (c) => c.notNull())
      .addColumn(...text('amount'))
      .addColumn(...text('rate'))
      .addColumn(...text('receive'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('conversions_client_id').unique().on('conversions').columns(['user_id', 'client_id']).execute();
    await db.schema.createIndex('conversions_quote_id').unique().on('conversions').column('quote_id').execute();
    await db.schema.createIndex('conversions_user_newest').on('conversions').columns(['user_id', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('conversions').execute();
  },
};
