import { describe, expect, it } from 'vitest';
import type { MarkTick } from '@contract/futures';
import { findPerpetual, PERPETUALS } from '../../../../server/catalogue/perpetuals';
import { ManualClock } from '../../../../server/clock';
import type { BookTop } from '../../../../server/futures/price/book-top';
import { PriceService } from '../../../../server/futures/price/price-service';
import { toUnits } from '../../../../server/money';
import { BACKENDS, useTestContext } from '../../helpers/backends';
import type { TestContext } from '../../helpers/context';

const BTC = 'BTCUSDT-PERP';
const H8 = 8 * 3_600_000;
/** two seconds before the 08:00 UTC funding time */
const START = Date.UTC(2026, 0, 1, 7, 59, 58);

/** A price service on the test database with an index and books the test sets; the context's own ticks are cleared. */
async function pricesOn(ctx: TestContext, clock = new ManualClock(START)) {
  await ctx.db.deleteFrom('mark_ticks').execute();
  const index = new Map<string, bigint>();
  const books = new Map<string, BookTop>();
  const published: MarkTick[] = [];
  ctx.bus.on('mark', (tick) => published.push(tick));
  const build = () =>
    new PriceService({ ...ctx, clock, indexOf: (pair) => index.get(pair) ?? null, bookTop: (perp) => books.get(perp) ?? null });
  return { prices: build(), build, index, books, published, clock };
}

describe.each(BACKENDS)('the price service on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('records one tick of every perpetual per call, seq without gaps, stored with its state and then published', async () => {
    const t = await pricesOn(ctx());
    t.index.set('BTCUSDT', toUnits('64000.00'));
    t.books.set(BTC, { bid: toUnits('64100.00'), ask: toUnits('64200.00'), last: null });
    const first = await t.prices.record();
    t.clock.advance(1000);
    await t.prices.record();
    expect(first).toHaveLength(PERPETUALS.length);
    // basis 150 (inside ±320): EMA 150 × 2/31 = 9.67741935, then + (150 − 9.67741935) × 2/31 = 18.73048906
    expect(t.published.filter((m) => m.symbol === BTC)).toEqual([
      {
        symbol: BTC,
        seq: 1,
        ts: START,
        index: '64000.00',
        mark: '64009.68',
        fundingRate: expect.any(String),
        nextFundingTime: START + 2000,
      },
      {
        symbol: BTC,
        seq: 2,
        ts: START + 1000,
        index: '64000.00',
        mark: '64018.73',
        fundingRate: expect.any(String),
        nextFundingTime: START + 2000,
      },
    ]);
    const rows = await ctx().db.selectFrom('mark_ticks').selectAll().where('symbol', '=', BTC).orderBy('seq').execute();
    expect(rows.map((r) => [Number(r.seq), r.index_price, r.mid, r.ema, r.mark_price])).toEqual([
      [1, '6400000000000', '6415000000000', '967741935', '6400968000000'],
      [2, '6400000000000', '6415000000000', '1873048906', '6401873000000'],
    ]);
    // a perpetual without a book nor a spot trade stands at its spot pair's start price
    expect(t.prices.tick('ETHUSDT-PERP')).toMatchObject({ seq: 2, index: '3400.00', mark: '3400.00' });
    expect(t.prices.latest(BTC)).toEqual({ mark: toUnits('64018.73'), seq: 2, ts: START + 1000 });
  });

  it('advances nothing and publishes nothing when the tick log cannot be written', async () => {
    const t = await pricesOn(ctx());
    await t.prices.record();
    await ctx().db.schema.alterTable('mark_ticks').renameTo('mark_ticks_away').execute();
    await expect(t.prices.record()).rejects.toThrow();
    expect(t.published.filter((m) => m.symbol === BTC).map((m) => m.seq)).toEqual([1]);
    expect(t.prices.tick(BTC)?.seq).toBe(1);
    await ctx().db.schema.alterTable('mark_ticks_away').renameTo('mark_ticks').execute();
    expect((await t.prices.record()).find((m) => m.symbol === BTC)?.seq).toBe(2);
  });

  it('continues the seq, the EMA and the funding average after a restart as if it had never stopped', async () => {
    const moves = ['64100.00', '63500.00', '64400.00', '64010.00', '63990.00'];
    const run = async (restartAfter: number | null) => {
      const t = await pricesOn(ctx());
      t.index.set('BTCUSDT', toUnits('64000.00'));
      let prices = t.prices;
      await prices.load();
      for (const [i, mid] of moves.entries()) {
        if (i === restartAfter) {
          prices = t.build();
          await prices.load();
        }
        t.books.set(BTC, { bid: toUnits(mid), ask: toUnits(mid), last: null });
        await prices.record();
        t.clock.advance(1000);
      }
      return t.published.filter((m) => m.symbol === BTC);
    };
    const straight = await run(null);
    const restarted = await run(3);
    expect(restarted).toEqual(straight);
    expect(restarted.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('streams the running interval funding estimate, starts a new average at 08:00 and reads the rate charged then', async () => {
    const t = await pricesOn(ctx());
    const perp = findPerpetual(BTC)!;
    t.index.set('BTCUSDT', toUnits('100.00'));
    const marks: string[] = [];
    for (const ask of ['100.50', '100.50', '90.00']) {
      t.books.set(BTC, { bid: toUnits('99.00'), ask: toUnits(ask), last: null });
      marks.push((await t.prices.record()).find((m) => m.symbol === BTC)!.fundingRate);
      t.clock.advance(1000);
    }
    // mid 99.75: basis −0.25 → EMA −0.01612903 → mark 99.98 → premium −0.0002 (−20000); F = P + (I − P) = I = 0.0001
    // second: EMA −0.03121518 → mark 99.97, premium −30000, average −25000 → I − P = 0.00035, inside the band: F = I
    // third (08:00, a new interval): mid 94.5 → basis −0.5 → EMA −0.06145937 → mark 99.94, premium −60000 alone
    // → I − P = 0.0007, clamped to 0.0005: F = −0.0006 + 0.0005 = −0.0001
    expect(marks).toEqual(['0.00010000', '0.00010000', '-0.00010000']);
    expect(t.prices.tick(BTC)).toMatchObject({ seq: 3, ts: START + 2000, nextFundingTime: START + 2000 + H8 });
    const eight = START + 2000;
    expect(await t.prices.intervalRate(perp, eight)).toEqual({ rate: '0.00010000', seq: 2 });
    expect(await t.prices.tickFrom(perp, eight)).toMatchObject({ seq: 3, mark: '99.94' });
    expect(await t.prices.intervalRate(perp, eight + H8)).toEqual({ rate: '-0.00010000', seq: 3 });
    expect(await t.prices.intervalRate(perp, eight - H8)).toBeNull();
  });
});
