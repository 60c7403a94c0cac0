/**
 * A database with money in it for the operator tests (on the withdrawal fixture: alice and bob, a manual clock): balances
 * and ledger postings, spot orders and trades, futures positions, a cycle order, withdrawals waiting in review, and an
 * identity submission waiting for review; then one synthetic row in every money table still empty (lock orders and
 * yields, fiat withdrawals…), so each of them is watched too.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/store/schema';
import { MONEY_TABLES } from '../../../server/operator/money-tables';
import { PLACE } from '../cycle/helpers-proof/place-refusals';
import { VALID_BASIC } from '../identity/identity-fixture';
import { testApi } from '../helpers/http';
import { fund, type TestUser } from '../helpers/users';
import type { WithdrawFixture } from '../wallet/withdraw-fixture';

let phones = 0;
export async function bindPhone(db: Kysely<Database>, user: TestUser): Promise<void> {
  await db
    .updateTable('users')
    .set({ country_code: '86', phone: `1390000${String(++phones).padStart(4, '0')}` })
    .where('id', '=', user.userId)
    .execute();
}

/** Two withdrawals of alice waiting in review (above the review threshold), by id. */
export async function withdrawalsInReview(w: WithdrawFixture): Promise<number[]> {
  const { ctx, alice } = w;
  await ctx.db.updateTable('users').set({ kyc_status: 'advanced' }).where('id', '=', alice.userId).execute();
  await w.setFundPassword(alice);
  await w.fund(alice, { USDT: '200000' });
  const ids = [];
  for (const amount of ['60000', '70000']) ids.push(Number((await w.withdraw(alice, amount)).id));
  return ids;
}

export async function fillMoney(w: WithdrawFixture): Promise<void> {
  const { ctx, alice, bob } = w;
  const api = await testApi(ctx);
  await withdrawalsInReview(w);
  await fund(ctx, bob.userId, { USDT: '200000', BTC: '2' });
  await fund(ctx, alice.userId, { USDT: '20000' }, 'contract');
  await fund(ctx, bob.userId, { USDT: '20000' }, 'contract');
  const call = async (path: string, body: unknown, user: TestUser) => {
    const res = await api.call(path, body, { token: user.token });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.msg}`);
  };
  const spot = { symbol: 'BTCUSDT', type: 'limit', price: '60000.00' };
  await call('spot/order/place', { ...spot, side: 'sell', quantity: '0.1', clientOrderId: 'money-sell-1' }, bob);
  await call('spot/order/place', { ...spot, side: 'buy', quantity: '0.04', clientOrderId: 'money-buy-1' }, alice);
  const perp = { symbol: 'BTCUSDT-PERP', action: 'open', type: 'limit', price: '60000.0', quantity: '1' };
  await call('contract/order/place', { ...perp, positionSide: 'long', clientOrderId: 'money-long-1' }, alice);
  await call('contract/order/place', { ...perp, positionSide: 'short', clientOrderId: 'money-short-1' }, bob);
  await ctx.cycle.start(0);
  await ctx.cycle.place(bob.userId, { ...PLACE, clientId: 'money-cycle-1' });
  await bindPhone(ctx.db, bob);
  await call('user/identity/basic', VALID_BASIC, bob);
  for (const table of MONEY_TABLES) await fillIfEmpty(ctx.db, table);
}

/** One row of plain values, so a table no flow above fills (or one added later) is still compared. */
async function fillIfEmpty(db: Kysely<Database>, table: string): Promise<void> {
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const meta = (await db.introspection.getTables()).find((t) => t.name === table);
  if (!meta || (await anyDb.selectFrom(table).selectAll().limit(1).execute()).length > 0) return;
  const row: Record<string, unknown> = {};
  for (const c of meta.columns) {
    if (c.isAutoIncrementing) continue;
    const numeric = /int|numeric|real|double/i.test(c.dataType);
    // ids of other rows point at the first user and the first ledger entry, which exist (foreign keys are on)
    row[c.name] = numeric ? (c.name === 'id' ? 900_001 : 1) : `synthetic ${c.name}`;
  }
  await anyDb.insertInto(table).values(row).execute();
}
