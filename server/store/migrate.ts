/** Brings a database to the current schema: one migration per module, always in this order. */
import { inspect } from 'node:util';
import { Migrator, type Kysely, type Migration } from 'kysely';
import { coreMigration } from './tables/core';
import { orderVersionMigration, spotMigration } from './tables/spot';
import { marketMigration } from './tables/market';
import { contentMigration } from './tables/content';
import { fundingMigration, futuresMigration } from './tables/futures';
import { futuresPricesMigration } from './tables/futures-prices';
import { cycleMigration } from './tables/cycle';
import { chainMigration } from './tables/chain';
import { convertMigration } from './tables/convert';
import { postingsAccountMigration, userLedgerEntriesMigration } from './tables/ledger-records';
import { withdrawalsMigration } from './tables/withdrawals';
import { identityMigration } from './tables/identity';
import { ticketsMigration } from './tables/tickets';
import { addressBookMigration } from './tables/address-book';
import { accountSecurityMigration } from './tables/security';
import { fiatWithdrawalsMigration } from './tables/fiat';
import { lockMigration } from './tables/lock';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001_core': coreMigration,
  '002_spot': spotMigration,
  '003_market': marketMigration,
  '004_content': contentMigration,
  '005_order_version': orderVersionMigration,
  '006_mark_ticks': futuresPricesMigration,
  '007_futures_trading': futuresMigration,
  '008_futures_funding': fundingMigration,
  '009_cycle': cycleMigration,
  '010_chain': chainMigration,
  '011_convert': convertMigration,
  '012_withdrawals': withdrawalsMigration,
  '013_postings_account': postingsAccountMigration,
  '014_user_ledger_entries': userLedgerEntriesMigration,
  '015_lock_mining': lockMigration,
  '016_fiat_withdrawals': fiatWithdrawalsMigration,
  '017_identity': identityMigration,
  '018_account_security': accountSecurityMigration,
  '019_address_book': addressBookMigration,
  '020_tickets': ticketsMigration,
};

export async function migrate(db: Kysely<any>): Promise<void> {
  // unordered: a migration numbered before one already applied (written in parallel, landed later) still runs
  const migrator = new Migrator({ db, allowUnorderedMigrations: true, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(error === undefined ? 'unknown' : inspect(error));
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
