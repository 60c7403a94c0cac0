import { describe, expect, it } from 'vitest';
import { accountKey } from '../../../server/ledger/ledger';
import { toUnits } from '../../../server/money';
import { useTestContext } from '../helpers/backends';

const U = toUnits;
const ALICE = 1;
const BOB = 2;

describe('futures accounts of the ledger', () => {
  const ctx = useTestContext('sqlite');
  const fund = (userId: number, amount: string) =>
    ctx().serial.run((trx) => ctx().ledger.deposit(trx, userId, 'contract', 'USDT', U(amount), 'deposit', `d:${userId}`));
  const move = (ref: string, postings: { account: string; amount: bigint }[]) =>
    ctx().serial.run((trx) => ctx().ledger.post(trx, { kind: 'test', ref, postings: postings.map((p) => ({ ...p, asset: 'USDT' })) }));

  it('keeps position margin in its own bucket, outside the balance rows', async () => {
    await fund(ALICE, '100');
    await move('m', [
      { account: accountKey.available(ALICE, 'contract'), amount: -U('30') },
      { account: accountKey.margin(ALICE), amount: U('30') },
    ]);
    expect(await ctx().ledger.amount(accountKey.margin(ALICE), 'USDT')).toBe(U('30'));
    expect(await ctx().ledger.balances(ALICE)).toEqual([
      { wallet: 'contract', asset: 'USDT', available: '70.00000000', frozen: '0.00000000' },
    ]);
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
  });

  it('lets sys:contract-pnl pay a profit before the other side has lost it, but no user margin below zero', async () => {
    await fund(ALICE, '10');
    await move('profit', [
      { account: accountKey.contractPnl, amount: -U('5') },
      { account: accountKey.available(BOB, 'contract'), amount: U('5') },
    ]);
    expect(await ctx().ledger.checkInvariant()).toEqual([]);
    await expect(
      move('overdraft', [
        { account: accountKey.margin(ALICE), amount: -U('1') },
        { account: accountKey.insurance, amount: U('1') },
      ]),
    ).rejects.toMatchObject({ status: 422, key: 'insufficientBalance' });
    await expect(
      move('house overdraft', [
        { account: accountKey.insurance, amount: -U('1') },
        { account: accountKey.available(ALICE, 'contract'), amount: U('1') },
      ]),
    ).rejects.toMatchObject({ status: 422 });
  });
});
