import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { SQLITE_FILE, openStore } from '../../../server/store/open';
import { MIGRATIONS } from '../../../server/store/migrate';
import { sumUnits } from '../../../server/store/dialect';
import { BACKENDS, useTestContext } from '../helpers/backends';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('openStore on SQLite', () => {
  it('creates data/exchange.db on first run, migrated, and reopens it without migrating again', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-open-')), 'nested', 'data');
    dirs.push(path.dirname(path.dirname(dataDir)));
    const config = { ...loadConfig({}), dataDir };

    const first = await openStore(config);
    expect(fs.existsSync(path.join(dataDir, SQLITE_FILE))).toBe(true);
    await first
      .insertInto('users')
      .values({
        email: 'a@b.co',
        country_code: null,
        phone: null,
        name: null,
        password_hash: null,
        invite_code: 'ABCDEFGH',
        invited_by: null,
        credit_score: 100,
        kyc_status: 'none',
        is_demo: 0,
        is_system: 0,
        created_at: 1,
      })
      .execute();
    await first.destroy();

    const again = await openStore(config);
    const applied = await again
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(applied.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
    expect(await again.selectFrom('users').select('email').execute()).toEqual([{ email: 'a@b.co' }]);
    await again.destroy();
  });
});

describe.each(BACKENDS)('the store on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('runs the migrations in the agreed order and has every module table', async () => {
    const { db } = ctx();
    const applied = await db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .orderBy(sql`name`)
      .execute();
    expect(applied.map((r) => r.name)).toEqual([
      '001_core',
      '002_spot',
      '003_market',
      '004_content',
      '005_order_version',
      '006_mark_ticks',
      '007_futures_trading',
      '008_futures_funding',
      '009_cycle',
      '010_chain',
      '011_convert',
      '012_withdrawals',
      '013_postings_account',
      '014_user_ledger_entries',
      '015_lock_mining',
      '016_fiat_withdrawals',
      '017_identity',
      '018_account_security',
      '019_address_book',
      '020_tickets',
    ]);
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    for (const table of [
      'users',
      'sessions',
      'codes',
      'outbox',
      'balances',
      'ledger_tx',
      'postings',
      'client_ids',
      'orders',
      'trades',
      'spot_commands',
      'mark_ticks',
      'futures_orders',
      'positions',
      'futures_trades',
      'futures_settings',
      'futures_commands',
      'futures_funding_runs',
      'futures_funding',
      'index_ticks',
      'cycle_orders',
      'chain_blocks',
      'chain_txs',
      'deposit_addresses',
      'deposits',
      'conversions',
      'user_ledger_entries',
      'lock_orders',
      'lock_payments',
      'login_history',
      'security_verifications',
      'identity_submissions',
      'withdrawal_reviews',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('returns BIGINT columns and counts as numbers', async () => {
    const { db } = ctx();
    await db
      .insertInto('ledger_tx')
      .values({ id: 2 ** 40, kind: 'k', ref: 'r', ts: 1_700_000_000_123 })
      .execute();
    const row = await db.selectFrom('ledger_tx').select(['id', 'ts']).executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 2 ** 40, ts: 1_700_000_000_123 });
    const count = await db
      .selectFrom('ledger_tx')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('sums money columns exactly beyond 2^53', async () => {
    const { db } = ctx();
    await db.insertInto('ledger_tx').values({ id: 1, kind: 'k', ref: 'r', ts: 1 }).execute();
    const big = '4611686018427387903'; // 2^62 - 1: a float would round it
    await db
      .insertInto('postings')
      .values([
        { tx_id: 1, idx: 0, account: 'a', asset: 'X', amount: big },
        { tx_id: 1, idx: 1, account: 'b', asset: 'X', amount: '1' },
      ])
      .execute();
    const row = await db.selectFrom('postings').select(sumUnits(db, 'amount').as('total')).executeTakeFirstOrThrow();
    expect(row.total).toBe('4611686018427387904');
  });
});
