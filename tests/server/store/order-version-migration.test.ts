import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../../../server/store/migrate';
import { BACKENDS, useTestContext } from '../helpers/backends';

/** A database as it was before Order.version: migrated up to 004 only. */
async function backToBeforeVersions(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
  const { error } = await migrator.migrateTo('004_content');
  if (error) throw new Error('migrating back to 004 failed', { cause: error });
}

describe.each(BACKENDS)('the order version migration on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('gives the orders stored before it version 1, and new rows keep the version they are written with', async () => {
    const db = ctx().db as Kysely<any>;
    await backToBeforeVersions(db);
    const before = {
      id: 7,
      user_id: 1,
      client_order_id: 'before',
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '1',
      quantity: '1',
      quote_amount: '0',
      filled_qty: '0',
      filled_quote: '0',
      fee: '0',
      frozen: '1',
      status: 'new',
      created_at: 1,
      updated_at: 1,
    };
    await db.insertInto('orders').values(before).execute();
    await migrate(db);
    await db
      .insertInto('orders')
      .values({ ...before, id: 8, client_order_id: 'after', version: 5 })
      .execute();
    const rows = await db.selectFrom('orders').select(['id', 'version']).orderBy('id').execute();
    expect(rows.map((r) => ({ id: Number(r.id), version: Number(r.version) }))).toEqual([
      { id: 7, version: 1 },
      { id: 8, version: 5 },
    ]);
  });
});
