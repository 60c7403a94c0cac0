/**
 * The index tick log's writer (docs/cycle.md): seqs 1, 2, 3 … without gaps per symbol, in time order, continued after a
 * restart; a tick of a rolled-back transaction never existed (no gap, no push, not in the snapshot); the snapshot
 * keeps the last 300.
 */
import { describe, expect, it } from 'vitest';
import type { IndexTick } from '@contract/cycle';
import { IndexRecorder, RECENT_TICKS } from '../../../server/cycle/index-recorder';
import { latestTicks } from '../../../server/cycle/tick-log';
import { useCycle } from './cycle-fixture';

describe('index recorder', () => {
  const c = useCycle();

  const recorder = () => new IndexRecorder({ ...c().ctx, indexOf: () => 123_400_000_000n });

  it('continues each symbol’s seq after a restart and publishes each tick after its commit', async () => {
    const { ctx, clock } = c();
    const first = recorder();
    await first.load(ctx.db);
    const pushed: IndexTick[] = [];
    ctx.bus.on('indexTick', (tick) => pushed.push(tick));
    clock.advance(1_000);
    await first.record();
    const restarted = recorder();
    await restarted.load(ctx.db);
    clock.advance(1_000);
    const [btc] = (await restarted.record()).filter((t) => t.symbol === 'BTCUSDT');
    expect(btc).toEqual({ symbol: 'BTCUSDT', seq: 3, ts: clock.now(), price: '1234.00' });
    expect(pushed.filter((t) => t.symbol === 'BTCUSDT').map((t) => t.seq)).toEqual([2, 3]);
    expect(restarted.recentTicks('BTCUSDT').map((t) => t.seq)).toEqual([1, 2, 3]);
  });

  it('forgets a tick whose transaction rolled back: no gap, no push, not in the snapshot', async () => {
    const { ctx, clock } = c();
    const r = recorder();
    await r.load(ctx.db);
    const pushed: IndexTick[] = [];
    ctx.bus.on('indexTick', (tick) => pushed.push(tick));
    clock.advance(1_000);
    const failed = ctx.serial.run(async (trx) => {
      await r.ensureTickNow(trx, 'ETHUSDT');
      throw new Error('refused after the tick');
    });
    await expect(failed).rejects.toThrow('refused after the tick');
    expect(pushed).toEqual([]);
    expect(r.recentTicks('ETHUSDT').map((t) => t.seq)).toEqual([1]);
    await ctx.serial.run((trx) => r.ensureTickNow(trx, 'ETHUSDT'));
    expect((await latestTicks(ctx.db, 'ETHUSDT', 10)).map((t) => [t.seq, t.ts])).toEqual([
      [1, c().clock.now() - 1_000],
      [2, clock.now()],
    ]);
  });

  it('records no second tick at an instant that has one, and keeps time order when the clock steps back', async () => {
    const { ctx } = c();
    let now = c().clock.now() + 5_000;
    const r = new IndexRecorder({ ...ctx, clock: { now: () => now }, indexOf: () => null });
    await r.load(ctx.db);
    await ctx.serial.run(async (trx) => {
      await r.ensureTickNow(trx, 'XAUUSDT');
      await r.ensureTickNow(trx, 'XAUUSDT');
    });
    now -= 2_000;
    await r.record();
    const ticks = r.recentTicks('XAUUSDT');
    expect(ticks.map((t) => [t.seq, t.ts - ticks[0]!.ts])).toEqual([
      [1, 0],
      [2, 5_000],
      [3, 5_000],
    ]);
    // no index yet: the catalogue's start price
    expect(ticks.at(-1)!.price).toBe('2350.00');
  });

  it(`keeps the last ${RECENT_TICKS} ticks of a symbol for the snapshot`, async () => {
    const { ctx, clock } = c();
    const r = recorder();
    await r.load(ctx.db);
    for (let i = 0; i < RECENT_TICKS + 5; i++) {
      clock.advance(1);
      await ctx.serial.run((trx) => r.ensureTickNow(trx, 'SOLUSDT'));
    }
    const recent = r.recentTicks('SOLUSDT');
    expect(recent).toHaveLength(RECENT_TICKS);
    expect(recent.at(-1)!.seq).toBe(RECENT_TICKS + 6);
  });
});
