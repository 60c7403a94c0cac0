/**
 * The dividend job's own timer (docs/lock-mining.md "The daily dividend job"): started, it pays what is due at once,
 * then fires at the next 00:00 UTC of the server clock and again a day later. Fake timers move the time; nothing sleeps.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import { fund, registerUser } from '../helpers/users';
import { LockService } from '../../../server/lock/lock-service';

const SUBSCRIBED = Date.UTC(2028, 1, 15, 10);
const DAY = 86_400_000;

describe('the dividend timer', () => {
  let ctx: TestContext | null = null;
  afterEach(async () => {
    await ctx?.lock.stop();
    vi.useRealTimers();
    await ctx?.close();
  });

  it('pays at each 00:00 UTC without being asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: SUBSCRIBED });
    ctx = await createTestContext({ clock: { now: () => Date.now(), advance: (ms) => vi.setSystemTime(Date.now() + ms) } });
    ctx.lock = new LockService(ctx);
    const { userId } = await registerUser(ctx);
    await fund(ctx, userId, { USDT: '1000' });
    await ctx.lock.start();
    const order = await ctx.lock.subscribe(userId, { productId: 'usdt-7d', amount: '100', clientId: 'timer-sub-1' });
    const paidDays = async () => (await ctx!.lock.detail(userId, order.id)).payments.map((p) => p.day);

    // to 2028-02-17 00:00 UTC, the first dividend's due time: the timer fires at 02-16 00:00 (nothing due) and 02-17
    await vi.advanceTimersByTimeAsync(Date.UTC(2028, 1, 17) - SUBSCRIBED - 1);
    expect(await paidDays()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await paidDays()).toEqual([1]));
    await vi.advanceTimersByTimeAsync(DAY);
    await vi.waitFor(async () => expect(await paidDays()).toEqual([1, 2]));
  });
});
