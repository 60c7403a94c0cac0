/**
 * The funding job on the real services: the price service's recorded ticks give the rate and the funding time's
 * tick, the trading service posts the payments; each funding time once, zero-sum, the ledger sound.
 */
import { describe, expect, it } from 'vitest';
import { findPerpetual } from '../../../../server/catalogue/perpetuals';
import { FundingJob } from '../../../../server/futures/risk';
import { BTC, useTraders } from '../trading/futures-fixture';

const HOUR = 3_600_000;

describe('funding job with the price and trading services', () => {
  const t = useTraders();

  it('charges the open positions at the first funding time after the first tick, once, with the tick at or after it', async () => {
    const { ctx, alice, bob, place } = t();
    await place(alice, { price: '50000', quantity: '10' });
    await place(bob, { positionSide: 'short', price: '50000', quantity: '10' });
    const job = new FundingJob({ clock: ctx.clock, trading: ctx.futures, prices: ctx.prices, perpetuals: [findPerpetual(BTC)!] });
    await job.runDue();
    expect((await ctx.futures.fundingRecords(alice, {})).items).toEqual([]);

    ctx.clock.advance(8 * HOUR);
    await ctx.prices.record();
    await job.runDue();
    await job.runDue();
    const [paid] = (await ctx.futures.fundingRecords(alice, {})).items;
    const [received] = (await ctx.futures.fundingRecords(bob, {})).items;
    expect((await ctx.futures.fundingRecords(alice, {})).items).toHaveLength(1);
    expect(paid!.ts % (8 * HOUR)).toBe(0);
    expect(paid!.ts).toBeLessThanOrEqual(ctx.clock.now());
    expect(paid!.markSeq).toBe(received!.markSeq);
    // mark = index (an empty book has no basis), so the rate is the interest alone, 0.01 %: the long pays
    // 0.01 BTC × 64,000 × 0.0001 = 0.064 and the short receives it
    expect(paid).toMatchObject({ rate: '0.00010000', mark: '64000.00', amount: '-0.06400000' });
    expect(received).toMatchObject({ rate: '0.00010000', mark: '64000.00', amount: '0.06400000' });
    expect(await ctx.futures.positions(alice)).toMatchObject([{ funding: paid!.amount }]);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });
});
