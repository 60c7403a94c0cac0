import { describe, expect, it } from 'vitest';
import { accountKey } from '../../../server/ledger/ledger';
import { toUnits } from '../../../server/money';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { fund } from '../helpers/users';

const ALICE = 1;

describe.each(BACKENDS)('checkInvariant on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('finds nothing wrong with an empty or a busy but sound ledger', async () => {
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
    await fund(ctx(), ALICE, { USDT: '100', BTC: '1' });
    await fund(ctx(), 2, { USDT: '5' }, 'contract');
    await ctx().serial.run((trx) => ctx().ledger.freeze(trx, ALICE, 'spot', 'BTC', toUnits('0.5'), 'o'));
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });

  it('reports a balance that differs from its postings, and a cache that differs from the table', async () => {
    await fund(ctx(), ALICE, { USDT: '100' });
    await ctx()
      .db.updateTable('balances')
      .set({ amount: toUnits('101').toString() })
      .where('account', '=', accountKey.available(ALICE, 'spot'))
      .execute();
    const problems = await ctx().ledger.checkInvariant();
    expect(problems).toContain(`balance ${accountKey.available(ALICE, 'spot')}|USDT is 10100000000 but its postings sum to 10000000000`);
    expect(problems).toContain(`cached balance ${accountKey.available(ALICE, 'spot')}|USDT is 10000000000 but the table holds 10100000000`);
    expect(problems).toContain('USDT: users and fees hold 10100000000 but sys:external is -10000000000');
  });

  it('reports an entry that does not balance and a negative user bucket', async () => {
    await fund(ctx(), ALICE, { USDT: '1' });
    await ctx().db.insertInto('ledger_tx').values({ id: 999, kind: 'forged', ref: 'x', ts: 1 }).execute();
    await ctx()
      .db.insertInto('postings')
      .values({ tx_id: 999, idx: 0, account: accountKey.available(ALICE, 'spot'), asset: 'USDT', amount: (-toUnits('2')).toString() })
      .execute();
    await ctx()
      .db.updateTable('balances')
      .set({ amount: (-toUnits('1')).toString() })
      .where('account', '=', accountKey.available(ALICE, 'spot'))
      .execute();
    const problems = await ctx().ledger.checkInvariant();
    expect(problems).toContain('entry 999: postings of USDT sum to -200000000');
    expect(problems).toContain(`balance ${accountKey.available(ALICE, 'spot')}|USDT is negative: -100000000`);
  });
});
