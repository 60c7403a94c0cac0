/**
 * Settlement in chunks (docs/cycle.md, "Settlement"): the due orders are settled a chunk per transaction, soonest expiry
 * first, and each chunk is pushed before the next one is settled, so the first results do not wait for the last and a
 * new order is accepted between chunks; every order is settled once, as it would be in one transaction.
 */
import { describe, expect, it } from 'vitest';
import type { CycleOrder } from '@contract/cycle';
import { BACKENDS } from '../helpers/backends';
import { useCycle } from './cycle-fixture';

const CHUNK = 3;
const ORDERS = 7;
const PERIOD_MS = 30_000;

describe.each(BACKENDS)('cycle settlement in chunks on $name', ({ name }) => {
  const c = useCycle(name, { settleChunk: CHUNK });

  it('pushes each chunk before settling the next, soonest expiry first, and accepts an order in between', async () => {
    const { ctx, clock, alice, bob, setIndex } = c();
    setIndex('BTCUSDT', '64000.00');
    // past the tick the service recorded at its start: the entries are taken at the index just set
    clock.advance(1000);
    const placed: CycleOrder[] = [];
    for (let i = 0; i < ORDERS; i++) {
      placed.push(await c().place(alice, { direction: i % 2 === 0 ? 'up' : 'down' }));
      clock.advance(100);
    }
    setIndex('BTCUSDT', '64100.00');
    clock.advance(PERIOD_MS);

    const pushes: string[] = [];
    const stillOpenAtFirstPush: number[] = [];
    let placedBetween: Promise<CycleOrder> | null = null;
    ctx.bus.on('cycleOrder', (_userId: number, order: CycleOrder) => {
      pushes.push(`${order.status} ${order.id}`);
      if (order.status !== 'settled' || stillOpenAtFirstPush.length > 0) return;
      stillOpenAtFirstPush.push(ctx.cycle.book.due(clock.now()).length);
      placedBetween = c().place(bob);
    });
    const settled = await ctx.cycle.settleDue();

    expect(settled.map((o) => o.id)).toEqual(placed.map((o) => o.id));
    expect(stillOpenAtFirstPush, 'orders not yet settled when the first chunk was pushed').toEqual([ORDERS - CHUNK]);
    const between = await placedBetween!;
    const settledPushes = pushes.filter((p) => p.startsWith('settled'));
    expect(settledPushes).toEqual(placed.map((o) => `settled ${o.id}`));
    expect(pushes.indexOf(`open ${between.id}`), 'the new order is accepted before the second chunk').toBe(CHUNK);
    expect(settled.map((o) => o.outcome)).toEqual(placed.map((o) => (o.direction === 'up' ? 'win' : 'lose')));
    expect((await ctx.cycle.allOpenOrders(bob.userId)).map((o) => o.id)).toEqual([between.id]);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
    // exactly once: nothing of alice's is due any more
    expect(await ctx.cycle.settleDue()).toEqual([]);
    expect((await ctx.cycle.history(alice.userId, {})).total).toBe(ORDERS);
  });

  it('settles a number of due orders that fills its chunks exactly, and none twice', async () => {
    const { ctx, clock, alice, setIndex } = c();
    setIndex('ETHUSDT', '3000.00');
    clock.advance(1000);
    for (let i = 0; i < 2 * CHUNK; i++) await c().place(alice, { symbol: 'ETHUSDT' });
    clock.advance(PERIOD_MS);
    expect(await ctx.cycle.settleDue()).toHaveLength(2 * CHUNK);
    expect(await ctx.cycle.settleDue()).toEqual([]);
    expect(await c().usdt(alice)).toBe('100000.00');
  });
});
