/**
 * The lock service on both backends (docs/lock-mining.md): a subscription moves the principal to the escrow; the job
 * pays each due day once from the yield pool, and the last day with the principal; an early redemption returns the
 * principal less the penalty, keeps the dividends paid and stops the rest; the ledger stays sound.
 */
import { describe, expect, it } from 'vitest';
import { LOCK_YIELD_SEED } from '../../../server/lock/yield-pool';
import { toUnits } from '../../../server/money';
import { BACKENDS } from '../helpers/backends';
import { accountKey, DAY, START, useLock } from './lock-test-fixture';

describe.each(BACKENDS)('lock service on $name', ({ name }) => {
  const l = useLock(name);

  it('subscribes, pays one dividend a day from the next 00:00 UTC, and the principal with the last one', async () => {
    const { ctx, clock, alice } = l();
    const order = await l().subscribe(alice, { amount: '100' });
    expect(order).toMatchObject({
      status: 'active',
      amount: '100.00',
      dailyDividend: '0.30',
      cumulativeEarnings: '0.00',
      subscribedAt: START,
      startDate: Date.UTC(2028, 1, 16),
      endDate: Date.UTC(2028, 1, 23),
      payments: [],
      version: 1,
    });
    expect(await l().usdt(alice)).toBe('99900.00');
    expect(await l().house(accountKey.lockEscrow)).toBe('100.00');

    // the first dividend is due at the end of the first accrued day, 2028-02-17 00:00 UTC
    clock.advance(Date.UTC(2028, 1, 17) - START - 1);
    expect(await ctx.lock.payDue()).toEqual([]);
    clock.advance(1);
    const [paid] = await ctx.lock.payDue();
    expect(paid).toMatchObject({
      cumulativeEarnings: '0.30',
      payments: [{ day: 1, amount: '0.30', paidAt: Date.UTC(2028, 1, 17) }],
      version: 2,
    });
    expect(await ctx.lock.payDue()).toEqual([]);

    clock.advance(6 * DAY);
    const [done] = await ctx.lock.payDue();
    expect(done).toMatchObject({ status: 'completed', cumulativeEarnings: '2.10', finishedAt: Date.UTC(2028, 1, 23), version: 9 });
    expect(done!.payments.map((p) => p.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await l().usdt(alice)).toBe('100002.10');
    expect(await l().house(accountKey.lockEscrow)).toBe('0.00');
    expect(await l().house(accountKey.lockYield)).toBe('9999997.90');
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('redeems early: principal − penalty back, the penalty to the yield pool, the dividends paid kept, none after', async () => {
    const { ctx, clock, alice } = l();
    const order = await l().subscribe(alice, { amount: '1000' });
    clock.advance(Date.UTC(2028, 1, 18, 12) - START);
    expect(await ctx.lock.redeemPreview(alice.userId, order.id)).toEqual({
      id: order.id,
      amount: '1000.00',
      penalty: '20.00',
      returned: '980.00',
      penaltyRate: '0.0200',
    });
    // two dividends are due and not yet paid by the job: the redemption pays them first
    const redeemed = await ctx.lock.redeem(alice.userId, { id: order.id, clientId: 'redeem-0001' });
    expect(redeemed).toMatchObject({ status: 'redeemed', penalty: '20.00', cumulativeEarnings: '6.00', finishedAt: clock.now() });
    expect(redeemed.payments.map((p) => p.day)).toEqual([1, 2]);
    expect(await l().usdt(alice)).toBe('99986.00');
    expect(await l().house(accountKey.lockYield)).toBe('10000014.00');

    clock.advance(10 * DAY);
    expect(await ctx.lock.payDue()).toEqual([]);
    expect(await ctx.lock.redeem(alice.userId, { id: order.id, clientId: 'redeem-0001' })).toEqual(redeemed);
    expect(await l().usdt(alice)).toBe('99986.00');
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('a repeated client id answers the first order and moves nothing more', async () => {
    const { alice } = l();
    const first = await l().subscribe(alice, { clientId: 'same-client-1' });
    expect(await l().subscribe(alice, { clientId: 'same-client-1' })).toEqual(first);
    expect(await l().usdt(alice)).toBe('99900.00');
  });

  it('refuses a subscription the yield pool could not pay in full, and moves nothing', async () => {
    const { ctx, alice } = l();
    // a test-only drain: leave the pool 2.10 USDT, the dividends of one 7-day order of 100 USDT
    await ctx.serial.run((trx) =>
      ctx.ledger.post(trx, {
        kind: 'test_drain',
        ref: 'test',
        postings: [
          { account: accountKey.lockYield, asset: 'USDT', amount: -(LOCK_YIELD_SEED - toUnits('2.10')) },
          { account: accountKey.external, asset: 'USDT', amount: LOCK_YIELD_SEED - toUnits('2.10') },
        ],
      }),
    );
    await l().subscribe(alice, { amount: '100' });
    await expect(l().subscribe(alice, { amount: '50' })).rejects.toMatchObject({ status: 422, key: 'lockPoolLimit' });
    expect(await l().usdt(alice)).toBe('99900.00');
  });

  it('a redemption at or past the end date completes the order in full instead and is refused as finished', async () => {
    const { ctx, clock, alice } = l();
    const order = await l().subscribe(alice, { amount: '100' });
    clock.advance(Date.UTC(2028, 1, 23) - START);
    await expect(ctx.lock.redeem(alice.userId, { id: order.id, clientId: 'late-redeem-1' })).rejects.toMatchObject({
      status: 409,
      key: 'orderNotOpen',
    });
    expect(await ctx.lock.detail(alice.userId, order.id)).toMatchObject({ status: 'completed', cumulativeEarnings: '2.10', penalty: null });
    expect(await l().usdt(alice)).toBe('100002.10');
  });
});
