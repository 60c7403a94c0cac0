/**
 * The ledger indexes by user exactly the entries asset/records lists: a funding entry (a transfer, a deposit) writes one
 * user_ledger_entries row per user it touches; an order's freeze and a spot trade, the hot path, write none.
 */
import { describe, expect, it } from 'vitest';
import { accountKey } from '../../../server/ledger/ledger';
import { toUnits } from '../../../server/money';
import { BACKENDS, useTestContext } from '../helpers/backends';

const U = toUnits;
const ALICE = 1;
const BOB = 2;

describe.each(BACKENDS)('user_ledger_entries on $name', ({ name }) => {
  const ctx = useTestContext(name);
  const rows = async () =>
    (await ctx().db.selectFrom('user_ledger_entries').select(['user_id', 'tx_id']).orderBy('tx_id').execute()).map(
      (r) => `${r.user_id}@${r.tx_id}`,
    );
  const fund = () =>
    ctx().serial.run(async (trx) => {
      await ctx().ledger.deposit(trx, ALICE, 'spot', 'USDT', U('1000'), 'deposit', 'd:1');
      await ctx().ledger.deposit(trx, BOB, 'spot', 'BTC', U('1'), 'deposit', 'd:2');
    });

  it('writes a row for a transfer and none for an order freeze or a spot trade', async () => {
    await fund();
    expect(await rows()).toEqual(['1@1', '2@2']);
    await ctx().serial.run(async (trx) => {
      await ctx().ledger.freeze(trx, ALICE, 'spot', 'USDT', U('100'), 'spot:order:7');
      await ctx().ledger.post(trx, {
        kind: 'spot_trade',
        ref: 'spot:trade:1',
        postings: [
          { account: accountKey.frozen(ALICE, 'spot'), asset: 'USDT', amount: -U('100') },
          { account: accountKey.available(BOB, 'spot'), asset: 'USDT', amount: U('100') },
          { account: accountKey.available(BOB, 'spot'), asset: 'BTC', amount: -U('0.1') },
          { account: accountKey.available(ALICE, 'spot'), asset: 'BTC', amount: U('0.1') },
        ],
      });
    });
    expect(await rows()).toEqual(['1@1', '2@2']);
    await ctx().serial.run((trx) =>
      ctx().ledger.post(trx, {
        kind: 'transfer',
        ref: 'transfer:1',
        postings: [
          { account: accountKey.available(ALICE, 'spot'), asset: 'USDT', amount: -U('10') },
          { account: accountKey.available(ALICE, 'contract'), asset: 'USDT', amount: U('10') },
        ],
      }),
    );
    expect(await rows()).toEqual(['1@1', '2@2', '1@5']);
  });

  it('takes back the rows of entries rolled back to a savepoint', async () => {
    await fund();
    await ctx().serial.run(async (trx) => {
      const savepoint = ctx().ledger.savepoint(trx);
      await ctx().ledger.deposit(trx, ALICE, 'spot', 'USDT', U('5'), 'deposit', 'd:3');
      savepoint.rollback();
      await ctx().ledger.deposit(trx, BOB, 'spot', 'USDT', U('5'), 'deposit', 'd:4');
    });
    expect(await rows()).toEqual(['1@1', '2@2', '2@3']);
  });
});
