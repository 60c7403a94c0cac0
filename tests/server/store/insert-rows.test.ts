import { describe, expect, it } from 'vitest';
import { insertRows } from '../../../server/store/insert-rows';
import { BACKENDS, useTestContext } from '../helpers/backends';

describe.each(BACKENDS)('insertRows on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('inserts every row of a batch larger than one statement, values as given', async () => {
    const rows = Array.from({ length: 700 }, (_, i) => ({ id: i + 1, kind: 'test', ref: `r'${i}"`, ts: 1_700_000_000_000 + i }));
    await ctx().serial.run((trx) => insertRows(trx, 'ledger_tx', rows));
    const stored = await ctx().db.selectFrom('ledger_tx').selectAll().orderBy('id').execute();
    expect(stored.map((r) => ({ ...r, id: Number(r.id), ts: Number(r.ts) }))).toEqual(rows);
  });

  it('updates the given columns of a row that conflicts, and inserts the others', async () => {
    const upsert = { onConflict: { columns: ['account', 'asset'], update: ['amount'] } };
    await ctx().serial.run((trx) =>
      insertRows(trx, 'balances', [{ account: 'u:1:spot:available', asset: 'BTC', user_id: 1, amount: '5' }], upsert),
    );
    await ctx().serial.run((trx) =>
      insertRows(
        trx,
        'balances',
        [
          { account: 'u:1:spot:available', asset: 'BTC', user_id: 1, amount: '7' },
          { account: 'u:1:spot:available', asset: 'ETH', user_id: 1, amount: '2' },
        ],
        upsert,
      ),
    );
    const stored = await ctx().db.selectFrom('balances').select(['asset', 'amount']).orderBy('asset').execute();
    expect(stored).toEqual([
      { asset: 'BTC', amount: '7' },
      { asset: 'ETH', amount: '2' },
    ]);
  });
});
