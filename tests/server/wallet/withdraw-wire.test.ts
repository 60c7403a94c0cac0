/**
 * Every state of a withdrawal, as the server hands it to the `withdrawals` channel and wallet/withdraw/list, passes the
 * client's push check (src/streams/wallet-wire-shapes.ts): a first state with version 0 was dropped by the phone as a
 * bad shape, and with it the whole snapshot it sat in.
 */
import { describe, expect, it } from 'vitest';
import { isWithdrawal } from '../../../src/streams/wallet-wire-shapes';
import { useWithdraw } from './withdraw-fixture';

describe('withdrawals on the wire', () => {
  const w = useWithdraw();

  it('pass the client check in every state, the first one included', async () => {
    const { ctx, alice } = w();
    await ctx.db.updateTable('users').set({ kyc_status: 'advanced' }).where('id', '=', alice.userId).execute();
    await w().setFundPassword(alice);
    await w().fund(alice, { USDT: '200000' });
    const submitted = await w().withdraw(alice, '150');
    const review = await w().withdraw(alice, '60000');
    const refused = await w().withdraw(alice, '70000');
    expect([submitted.status, review.status]).toEqual(['submitted', 'review']);
    expect(submitted.version).toBeGreaterThanOrEqual(1);
    for (const first of [submitted, review]) expect(isWithdrawal(first), JSON.stringify(first)).toBe(true);

    await ctx.wallet.reject(Number(refused.id), 'Please verify the destination');
    await w().mine(4);
    const { items: list } = await ctx.wallet.list(alice.userId, {});
    expect(new Set(list.map((x) => x.status))).toEqual(new Set(['confirmed', 'review', 'rejected']));
    for (const state of list) expect(isWithdrawal(state), JSON.stringify(state)).toBe(true);
  });
});
