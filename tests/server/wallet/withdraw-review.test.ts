/**
 * The wallet service's direct approve and reject, which make the same moves as the operator command's recorded decisions
 * (server/wallet/review-pickup.ts; the command itself: tests/server/operator/operator-withdrawals.test.ts): a withdrawal
 * in review stays frozen until approved (then broadcast at the next block) or rejected (the frozen amount + fee back to
 * available, with the reason, one `withdraw_reject` entry); a final one cannot be moved. Wrong fund passwords are counted: the 11th guess in 15 minutes is 429, even with the right password.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors';
import { useWithdraw } from './withdraw-fixture';

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof AppError ? `${e.status} ${e.key}` : `unexpected ${String(e)}`),
  );

describe('withdrawal review and refusal', () => {
  const w = useWithdraw();

  it('keeps a withdrawal in review frozen until approved or rejected', async () => {
    const { ctx, alice } = w();
    await ctx.db.updateTable('users').set({ kyc_status: 'advanced' }).where('id', '=', alice.userId).execute();
    await w().setFundPassword(alice);
    await w().fund(alice, { USDT: '200000' });
    const big = await w().withdraw(alice, '60000');
    const other = await w().withdraw(alice, '70000');
    expect([big.status, other.status]).toEqual(['review', 'review']);
    await w().mine(2);
    expect(await w().frozen(alice)).toBe('130002.00000000');

    const approved = await ctx.wallet.approve(Number(big.id));
    expect(approved.status).toBe('submitted');
    await w().mine(1);
    const rejected = await ctx.wallet.reject(Number(other.id), 'Please verify the destination');
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Please verify the destination' });
    expect([await w().available(alice), await w().frozen(alice)]).toEqual(['139999.00000000', '0.00000000']);
    const entries = await ctx.db.selectFrom('ledger_tx').select(['kind', 'ref']).where('kind', 'like', 'withdraw%').orderBy('id').execute();
    expect(entries).toEqual([
      { kind: 'withdraw_freeze', ref: big.id },
      { kind: 'withdraw_freeze', ref: other.id },
      { kind: 'withdraw', ref: big.id },
      { kind: 'withdraw_reject', ref: other.id },
    ]);
    expect(await outcome(ctx.wallet.reject(Number(big.id), 'too late'))).toBe('409 withdrawalNotPending');
    expect(await outcome(ctx.wallet.approve(Number(other.id)))).toBe('409 withdrawalNotPending');
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('counts wrong fund passwords: the 11th guess in 15 minutes is refused, whatever it is', async () => {
    const { clock, alice } = w();
    await w().setFundPassword(alice);
    await w().fund(alice, { USDT: '1000' });
    for (let i = 0; i < 10; i++)
      expect(await outcome(w().withdraw(alice, '100', { fundPassword: `wrong${i}00` }))).toBe('422 fundPasswordWrong');
    expect(await outcome(w().withdraw(alice, '100'))).toBe('429 rateLimited');
    clock.advance(15 * 60_000);
    expect(await outcome(w().withdraw(alice, '100'))).toBe('accepted');
    expect(await w().frozen(alice)).toBe('101.00000000');
  });
});
