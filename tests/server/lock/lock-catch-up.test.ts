/**
 * The dividend job catches up exactly (docs/lock-mining.md "The daily dividend job"): a server down for three days pays
 * each order exactly its three missed dividends on start (not more, not fewer), across the job's chunk boundaries,
 * and a second run pays nothing; past the end date the last days and the principal come in the same run.
 */
import { describe, expect, it } from 'vitest';
import { LockService } from '../../../server/lock/lock-service';
import { accountKey, DAY, useLock } from './lock-test-fixture';

const FIRST_DUE = Date.UTC(2028, 1, 17);

describe('lock dividend catch-up', () => {
  const l = useLock('sqlite', { dividendChunk: 2 });

  it('down 3 days: the restart pays exactly 3 dividends per order, once', async () => {
    const { ctx, clock, alice, bob } = l();
    const orders = [
      await l().subscribe(alice, { amount: '100' }),
      await l().subscribe(alice, { productId: 'usdt-30d', amount: '1000' }),
      await l().subscribe(bob, { productId: 'usdt-15d', amount: '250.50' }),
      await l().subscribe(bob, { productId: 'usdt-90d', amount: '500' }),
      await l().subscribe(bob, { amount: '50' }),
    ];
    // the first dividend paid on time, then the server is "down" (nobody runs the job) for three days
    clock.advance(FIRST_DUE - clock.now());
    expect(await ctx.lock.payDue()).toHaveLength(5);
    await ctx.lock.stop();
    clock.advance(3 * DAY + 5 * 60_000);

    const restarted = new LockService({ ...ctx, dividendChunk: 2 });
    await restarted.start(false);
    const after = await Promise.all(orders.map((o) => restarted.detail(ownerOf(o.id), o.id)));
    for (const o of after)
      expect(
        o.payments.map((p) => p.day),
        `order ${o.id}`,
      ).toEqual([1, 2, 3, 4]);
    expect(after.map((o) => o.cumulativeEarnings)).toEqual(['1.20', '20.00', '4.00', '12.00', '0.60']);
    expect(await restarted.payDue()).toEqual([]);

    const entries = await ctx.db.selectFrom('ledger_tx').select('kind').where('kind', '=', 'lock_dividend').execute();
    expect(entries).toHaveLength(20);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);

    function ownerOf(id: string): number {
      return orders.findIndex((o) => o.id === id) < 2 ? alice.userId : bob.userId;
    }
  });

  it('past the end date: the missing days and the principal in the same run, the order completed', async () => {
    const { ctx, clock, alice } = l();
    const order = await l().subscribe(alice, { amount: '100' });
    clock.advance(FIRST_DUE + 2 * DAY - clock.now());
    await ctx.lock.payDue();
    clock.advance(30 * DAY);
    const [done] = await ctx.lock.payDue();
    expect(done).toMatchObject({ id: order.id, status: 'completed', cumulativeEarnings: '2.10' });
    expect(done!.payments.map((p) => p.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await l().usdt(alice)).toBe('100002.10');
    expect(await l().house(accountKey.lockEscrow)).toBe('0.00');
  });
});
