/**
 * asset/records (its reader, server/ledger/records.ts) lists the storage plan's movements (docs/api.md): the subscription, each dividend, the principal at
 * expiry and an early redemption, each with the signed change of the user's USDT; the escrow and the yield pool are
 * house accounts, never a user's record.
 */
import { describe, expect, it } from 'vitest';
import { fundingRecords } from '../../../server/ledger/records';
import { DAY, useLock } from './lock-test-fixture';

const FIRST_DUE = Date.UTC(2028, 1, 17);

describe('lock movements in asset/records', () => {
  const l = useLock();

  it('shows the subscription, the dividends, the principal back and a redemption', async () => {
    const { ctx, clock, alice } = l();
    const kept = await l().subscribe(alice, { amount: '100' });
    const redeemed = await l().subscribe(alice, { amount: '1000' });
    clock.advance(FIRST_DUE - clock.now());
    await ctx.lock.payDue();
    await ctx.lock.redeem(alice.userId, { id: redeemed.id, clientId: 'records-redeem-1' });
    clock.advance(6 * DAY);
    await ctx.lock.payDue();

    // the route's own reader (a week on, the test's session has expired)
    const data = await fundingRecords(ctx.db, alice.userId, { asset: 'USDT', size: 100 });
    const lockRecords = data.items.filter((r) => r.kind.startsWith('lock_')).map((r) => [r.kind, r.amount]);
    expect(lockRecords.filter(([kind]) => kind !== 'lock_dividend')).toEqual([
      ['lock_principal', '100.00000000'],
      ['lock_redeem', '980.00000000'],
      ['lock_subscribe', '-1000.00000000'],
      ['lock_subscribe', '-100.00000000'],
    ]);
    const dividends = lockRecords.filter(([kind]) => kind === 'lock_dividend').map(([, amount]) => amount);
    expect(dividends.sort()).toEqual([...Array(7).fill('0.30000000'), '3.00000000'].sort());
    expect(kept.id).not.toBe(redeemed.id);
  });
});
