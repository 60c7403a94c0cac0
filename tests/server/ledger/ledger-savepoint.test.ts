import { describe, expect, it } from 'vitest';
import { toUnits } from '../../../server/money';
import { BACKENDS, useTestContext } from '../helpers/backends';

const U = toUnits;
const ALICE = 1;

describe.each(BACKENDS)('Ledger savepoints on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('takes back only the entries posted since the savepoint, and hands their ids out again', async () => {
    await ctx().serial.run((trx) => ctx().ledger.deposit(trx, ALICE, 'spot', 'USDT', U('100'), 'deposit', 'd'));
    await ctx().serial.run(async (trx) => {
      const { ledger } = ctx();
      await ledger.freeze(trx, ALICE, 'spot', 'USDT', U('10'), 'kept-1');
      const savepoint = ledger.savepoint(trx);
      await ledger.freeze(trx, ALICE, 'spot', 'USDT', U('20'), 'undone-1');
      await ledger.deposit(trx, ALICE, 'spot', 'BTC', U('1'), 'deposit', 'undone-2');
      savepoint.rollback();
      expect(await ledger.balance(ALICE, 'spot', 'USDT', trx)).toEqual({ available: U('90'), frozen: U('10') });
      const next = ledger.savepoint(trx);
      await ledger.freeze(trx, ALICE, 'spot', 'USDT', U('5'), 'kept-2');
      next.release();
    });
    expect(await ctx().ledger.balance(ALICE, 'spot', 'USDT')).toEqual({ available: U('85'), frozen: U('15') });
    expect(await ctx().ledger.balance(ALICE, 'spot', 'BTC')).toEqual({ available: 0n, frozen: 0n });
    const entries = await ctx().db.selectFrom('ledger_tx').select(['id', 'ref']).orderBy('id').execute();
    expect(entries.map((e) => [Number(e.id), e.ref])).toEqual([
      [1, 'd'],
      [2, 'kept-1'],
      [3, 'kept-2'],
    ]);
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });
});
