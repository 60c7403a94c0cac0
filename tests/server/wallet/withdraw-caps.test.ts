/**
 * The withdrawal rules of docs/wallet.md "Withdrawals" as tables: fee and amount received per network, and every cap
 * exactly at its value and one unit (1e-8) over — minimum, per-transaction maximum, KYC caps, the review threshold,
 * what may be withdrawn (locked deposits excluded) and the UTC-day maximum across midnight on a ManualClock. A refusal
 * freezes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { WithdrawReq } from '@contract/wallet';
import { AppError } from '../../../server/errors';
import { fromUnits, toUnits } from '../../../server/money';
import { insertWithdrawal } from '../../../server/wallet/withdrawal-store';
import { convertFixture } from '../convert/convert-fixture';
import type { TestUser } from '../helpers/users';
import { BTC_ADDRESS, EVM_ADDRESS, TRON_ADDRESS, useWithdraw } from './withdraw-fixture';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof AppError ? `${e.status} ${e.key}` : `unexpected ${String(e)}`),
  );

describe('withdrawal caps', () => {
  const w = useWithdraw();
  const setKyc = (user: TestUser, status: 'basic' | 'advanced') =>
    w().ctx.db.updateTable('users').set({ kyc_status: status }).where('id', '=', user.userId).execute();

  it.each<[WithdrawReq['asset'], WithdrawReq['network'], string, string, string]>([
    // asset, network, address, amount, frozen (amount + the network's fee); the address receives `amount`
    ['USDT', 'TRC20', TRON_ADDRESS, '100', '101.00000000'],
    ['USDT', 'ERC20', EVM_ADDRESS, '100', '105.00000000'],
    ['USDT', 'BEP20', EVM_ADDRESS, '250.5', '251.00000000'],
    ['BTC', 'BTC', BTC_ADDRESS, '0.002', '0.00220000'],
    ['ETH', 'ERC20', EVM_ADDRESS, '0.03', '0.03300000'],
  ])('%s on %s: %s withdrawn of %s freezes %s', async (asset, network, address, amount, frozen) => {
    const { ctx, clock, alice } = w();
    const { tradeAt } = await convertFixture(ctx, clock);
    await tradeAt('BTCUSDT', '64000');
    await tradeAt('ETHUSDT', '3400');
    await w().setFundPassword(alice);
    await w().fund(alice, { [asset]: '10' });
    await w().fund(alice, { USDT: '1000' });
    const sent = await w().withdraw(alice, amount, { asset, network, address });
    expect(sent).toMatchObject({ amount: String(Number(amount)), status: 'submitted' });
    expect(await w().frozen(alice, asset)).toBe(frozen);
    await w().mine(2, network);
    const [tx] = await ctx.db.selectFrom('chain_txs').selectAll().where('to_address', '=', address).execute();
    expect(tx!.amount).toBe(toUnits(amount).toString());
    expect(await w().frozen(alice, asset)).toBe('0.00000000');
  });

  it.each<[string, string, string | null, string]>([
    // case, amount, KYC level (null: not verified), outcome
    ['the minimum', '100', null, 'accepted'],
    ['one unit under the minimum', '99.99999999', null, '422 withdrawBelowMinimum'],
    ['the not-verified cap', '1000', null, 'accepted'],
    ['one unit over the not-verified cap', '1000.00000001', null, '422 withdrawKycCap'],
    ['the Basic cap', '10000', 'basic', 'accepted'],
    ['one unit over the Basic cap', '10000.00000001', 'basic', '422 withdrawKycCap'],
    ['the per-transaction maximum (Advanced)', '1000000', 'advanced', 'accepted'],
    ['one unit over the per-transaction maximum', '1000000.00000001', 'advanced', '422 withdrawAboveMaximum'],
  ])('%s (%s USDT)', async (_case, amount, kyc, outcome) => {
    const { alice } = w();
    if (kyc === 'basic' || kyc === 'advanced') await setKyc(alice, kyc);
    await w().setFundPassword(alice);
    await w().fund(alice, { USDT: '2000000' });
    expect(await refusal(w().withdraw(alice, amount))).toBe(outcome);
    expect(await w().frozen(alice)).toBe(outcome === 'accepted' ? fromUnits(toUnits(amount) + toUnits('1')) : '0.00000000');
  });

  it('waits in review above 50,000 USDT, not at it', async () => {
    const { alice } = w();
    await setKyc(alice, 'advanced');
    await w().setFundPassword(alice);
    await w().fund(alice, { USDT: '200000' });
    expect((await w().withdraw(alice, '50000')).status).toBe('submitted');
    expect((await w().withdraw(alice, '50000.00000001')).status).toBe('review');
    await w().mine(4);
    const statuses = await w().ctx.db.selectFrom('withdrawals').select('status').orderBy('id').execute();
    expect(statuses.map((s) => s.status)).toEqual(['confirmed', 'review']);
  });

  it('lets exactly the withdrawable amount + fee go, one unit more is refused, locked deposits excluded', async () => {
    const { alice } = w();
    await w().setFundPassword(alice);
    await w().fund(alice, { USDT: '201' });
    await w().simulate(alice, '500');
    await w().mine(1); // credited, not unlocked: in the balance, not withdrawable
    expect(await w().available(alice)).toBe('701.00000000');
    expect(await refusal(w().withdraw(alice, '200.00000001'))).toBe('422 insufficientBalance');
    expect(await w().frozen(alice)).toBe('0.00000000');
    expect(await refusal(w().withdraw(alice, '200'))).toBe('accepted');
    expect(await w().available(alice)).toBe('500.00000000');
  });

  it('keeps the UTC-day total at most 99,999,999 USDT, and counts afresh after midnight UTC', async () => {
    const { ctx, clock, alice } = w();
    await w().setFundPassword(alice);
    await w().fund(alice, { USDT: '1000' });
    const midnight = Date.UTC(2026, 0, 2);
    clock.advance(midnight - 1000 - clock.now());
    // withdrawn earlier today: 99,999,899 (so 100 more reach the daily maximum exactly)
    await ctx.serial.run((trx) =>
      insertWithdrawal(trx, {
        id: 1000,
        userId: alice.userId,
        clientId: 'earlier-today',
        asset: 'USDT',
        network: 'TRC20',
        address: TRON_ADDRESS,
        amount: toUnits('99999899'),
        fee: toUnits('1'),
        status: 'confirmed',
        txHash: null,
        blockHeight: null,
        confirmations: 3,
        rejectReason: null,
        createdAt: Date.UTC(2026, 0, 1, 0, 0, 0),
        broadcastAt: null,
        confirmedAt: null,
        rejectedAt: null,
        version: 0,
      }),
    );
    expect(await refusal(w().withdraw(alice, '100.00000001'))).toBe('422 withdrawDailyLimit');
    expect(await refusal(w().withdraw(alice, '100'))).toBe('accepted');
    expect(await refusal(w().withdraw(alice, '100'))).toBe('422 withdrawDailyLimit');
    clock.advance(999);
    expect(await refusal(w().withdraw(alice, '100'))).toBe('422 withdrawDailyLimit');
    clock.advance(1);
    expect(await refusal(w().withdraw(alice, '100'))).toBe('accepted');
    expect((await ctx.wallet.limits(alice.userId)).assets.find((a) => a.asset === 'USDT')!.usedToday).toBe('100');
  });
});
