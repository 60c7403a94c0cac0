/**
 * The tick log's retention (docs/futures.md, "Tick log retention"): old ticks go, except those a settlement used
 * (each funding time's tick, the tick whose estimate was the rate charged, a liquidation's evidence); the last day and
 * everything from the last applied funding time on stay whole, so funding still re-derives and catches up.
 */
import { describe, expect, it } from 'vitest';
import { findPerpetual } from '../../../../server/catalogue/perpetuals';
import { ManualClock } from '../../../../server/clock';
import { PriceService } from '../../../../server/futures/price/price-service';
import { BACKENDS, useTestContext } from '../../helpers/backends';
import type { TestContext } from '../../helpers/context';

const BTC = findPerpetual('BTCUSDT-PERP')!;
const ETH = 'ETHUSDT-PERP';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 0, 1);
const at = (hours: number) => START + hours * HOUR;

/** Three days of ticks every 20 minutes; BTC charged at every funding time up to `chargedUntil`; one liquidation. */
async function history(ctx: TestContext, chargedUntil: number) {
  await ctx.db.deleteFrom('mark_ticks').execute();
  const clock = new ManualClock(START);
  const build = () => new PriceService({ ...ctx, clock, indexOf: () => null, bookTop: () => null });
  const prices = build();
  for (; clock.now() < START + 3 * DAY; clock.advance(20 * 60_000)) await prices.record();
  for (let time = at(8); time <= chargedUntil; time += 8 * HOUR) {
    const tick = (await prices.tickFrom(BTC, time))!;
    await ctx.db
      .insertInto('futures_funding_runs')
      .values({ symbol: BTC.symbol, funding_time: time, rate: '0', mark: '0', mark_seq: tick.seq, ts: time })
      .execute();
  }
  const liquidation = (await prices.tickFrom(BTC, at(11)))!;
  await insertLiquidated(ctx, liquidation.seq, liquidation.ts);
  return { prices, build, liquidation };
}

const seqsOf = async (ctx: TestContext, symbol: string, from: number, to: number) =>
  (
    await ctx.db
      .selectFrom('mark_ticks')
      .select('seq')
      .where('symbol', '=', symbol)
      .where('ts', '>=', from)
      .where('ts', '<', to)
      .orderBy('seq')
      .execute()
  ).map((r) => Number(r.seq));

describe.each(BACKENDS)('pruning the mark tick log on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('keeps what funding and liquidations used, the last day whole, and a perpetual never charged whole', async () => {
    const { prices, build, liquidation } = await history(ctx(), at(64));
    const fundingTimes = [8, 16, 24, 32, 40, 48, 56, 64].map(at);
    const settled = () =>
      Promise.all(fundingTimes.map(async (t) => [(await prices.tickFrom(BTC, t))!.seq, await prices.intervalRate(BTC, t)]));
    const before = await settled();
    const lastDay = await seqsOf(ctx(), BTC.symbol, at(48), at(72));

    // the clock is at hour 72: the last day starts at hour 48
    expect(await prices.prune()).toBeGreaterThan(0);

    // of hours 0-48, per 8-hour interval (24 ticks): its first and last tick; and the liquidation's
    const firstAndLast = [0, 1, 2, 3, 4, 5].flatMap((k) => [24 * k + 1, 24 * k + 24]);
    expect(await seqsOf(ctx(), BTC.symbol, at(0), at(48))).toEqual([...firstAndLast, liquidation.seq].sort((a, b) => a - b));
    // every funding time still finds the same tick and the same rate
    expect(await settled()).toEqual(before);
    expect(await seqsOf(ctx(), BTC.symbol, at(48), at(72))).toEqual(lastDay);
    expect(await seqsOf(ctx(), ETH, at(0), at(72))).toHaveLength(216);
    // a second run finds nothing left to do, nor does a restarted service walking from the oldest tick
    expect(await prices.prune()).toBe(0);
    expect(await build().prune()).toBe(0);
  });

  it('keeps the intervals of funding times not yet charged, however old', async () => {
    const { prices } = await history(ctx(), at(8));
    await prices.prune();
    // only [0, 8) is charged (at 8): hours 8-72 stay whole
    expect(await seqsOf(ctx(), BTC.symbol, at(0), at(8))).toEqual([1, 24]);
    expect(await seqsOf(ctx(), BTC.symbol, at(8), at(72))).toHaveLength(192);
  });
});

/** A liquidated BTC position whose evidence names the tick `seq` at `ts`. */
async function insertLiquidated(ctx: TestContext, seq: number, ts: number) {
  const evidence = { mark: '0', markTs: ts, markSeq: seq, liquidationPrice: '0', maintenanceMargin: '0', fills: [], insuranceFund: '0' };
  await ctx.db
    .insertInto('positions')
    .values({
      id: 1,
      user_id: 1,
      symbol: BTC.symbol,
      side: 'long',
      margin_mode: 'isolated',
      leverage: 10,
      lots: '0',
      max_lots: '1',
      cost: '0',
      margin: '0',
      realized_pnl: '0',
      fees: '0',
      funding: '0',
      open_notional: '0',
      opened_lots: '1',
      close_notional: '0',
      closed_lots: '1',
      take_profit: null,
      stop_loss: null,
      close_reason: 'liquidated',
      liquidation: JSON.stringify(evidence),
      opened_at: ts - HOUR,
      closed_at: ts,
      updated_at: ts,
      version: 2,
    })
    .execute();
}
