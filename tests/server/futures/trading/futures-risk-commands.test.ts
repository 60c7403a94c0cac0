import { describe, expect, it } from 'vitest';
import { accountKey } from '../../../../server/ledger/ledger';
import { toUnits } from '../../../../server/money';
import { StaleFundingRun } from '../../../../server/futures/trading/risk-commands';
import { BACKENDS } from '../../helpers/backends';
import { BTC, cid, useTraders } from './futures-fixture';

const U = toUnits;
const TRIGGER = { mark: '47700.00', markTs: 1_700_000_000_000, markSeq: 42, liquidationPrice: '47750.00', maintenanceMargin: '1.908' };

describe.each(BACKENDS)('futures service on $name: liquidation, TP/SL triggers and funding', ({ name }) => {
  const t = useTraders(name);

  const opened = (marginMode: 'cross' | 'isolated') => t().openPair(marginMode);

  it('liquidates an isolated long through the book: the rest of its margin goes to the insurance fund, with the evidence', async () => {
    const { ctx, alice, place, wallet, house } = t();
    const { carol, long } = await opened('isolated');
    // (margin 25 − cost 500) ÷ (Q × 0.4 % − Q) with Q = 0.01 BTC, rounded up to the tick
    expect(long).toMatchObject({ marginMode: 'isolated', liquidationPrice: '47690.77', maintenanceMargin: '2.00000000' });
    await place(carol, { price: '47700', quantity: '10' });
    const before = await wallet(alice);
    const insurance = await house(accountKey.insurance);

    const closed = await ctx.futures.liquidate(Number(long.id), TRIGGER);
    // sold 10 lots at 47,700: loss 23, taker fee 0.2385, 25 − 23 − 0.2385 left of the margin
    expect(closed).toMatchObject({ reason: 'liquidated', closePrice: '47700.00', realizedPnl: '-23.00000000' });
    expect(closed.liquidation).toEqual({ ...TRIGGER, fills: [['47700.00', '10']], insuranceFund: '1.76150000' });
    expect(await house(accountKey.insurance)).toBe(insurance + U('1.7615'));
    expect(await wallet(alice)).toEqual({ ...before, margin: 0n });
    expect(await ctx.futures.positions(alice)).toEqual([]);
    expect((await ctx.futures.positionHistory(alice, {})).items[0]).toMatchObject({
      reason: 'liquidated',
      liquidation: closed.liquidation,
    });
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('takes a loss beyond an isolated margin from the insurance fund, never from the user', async () => {
    const { ctx, alice, bob, place, wallet, house } = t();
    const { carol, long } = await opened('isolated');
    await place(bob, { positionSide: 'short', price: '47600', quantity: '1' });
    await place(carol, { price: '47400', quantity: '10' });
    const before = await wallet(alice);
    const insurance = await house(accountKey.insurance);

    const closed = await ctx.futures.liquidate(Number(long.id), TRIGGER);
    // loss 26 and fee 0.237 against a margin of 25
    expect(closed.liquidation?.insuranceFund).toBe('-1.23700000');
    expect(await house(accountKey.insurance)).toBe(insurance - U('1.237'));
    expect(await wallet(alice)).toEqual({ ...before, margin: 0n });
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('closes the whole position on a stop-loss trigger, after cancelling its other close orders', async () => {
    const { ctx, alice, place } = t();
    const { carol, long } = await opened('cross');
    const resting = await ctx.futures.closePosition(alice, { positionId: long.id, quantity: '3', price: '52000', clientOrderId: cid() });
    await place(carol, { price: '49000', quantity: '10' });

    const order = await ctx.futures.closeByTrigger(Number(long.id), 'stopLoss', { mark: U('49000'), seq: 7, ts: 1 });
    expect(order).toMatchObject({ origin: 'stopLoss', action: 'close', status: 'filled', filledQty: '10', avgPrice: '49000.00' });
    expect((await ctx.futures.orderHistory(alice, {})).items.find((o) => o.id === resting.id)?.status).toBe('cancelled');
    expect((await ctx.futures.positionHistory(alice, {})).items[0]).toMatchObject({ reason: 'stopLoss', liquidation: null });
    expect(await ctx.futures.closeByTrigger(Number(long.id), 'stopLoss', { mark: U('49000'), seq: 8, ts: 2 })).toBeNull();
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('applies a funding run once, zero-sum through sys:funding, and refuses a stale one', async () => {
    const { ctx, alice, bob, wallet, house } = t();
    const { long } = await opened('cross');
    const short = (await ctx.futures.positions(bob))[0]!;
    const run = {
      symbol: BTC,
      fundingTime: 1_700_006_400_000,
      rate: '0.0001',
      tick: { mark: U('50000'), seq: 9, ts: 1_700_006_400_500 },
      payments: new Map([
        [Number(long.id), -U('0.05')],
        [Number(short.id), U('0.05')],
      ]),
    };
    const [a, b] = [await wallet(alice), await wallet(bob)];
    await ctx.futures.applyFunding(run);
    await ctx.futures.applyFunding(run);
    expect((await wallet(alice)).available).toBe(a.available - U('0.05'));
    expect((await wallet(bob)).available).toBe(b.available + U('0.05'));
    expect(await house(accountKey.funding)).toBe(0n);
    expect((await ctx.futures.positions(alice))[0]).toMatchObject({ funding: '-0.05000000' });
    expect(await ctx.futures.lastFundingTime(BTC)).toBe(run.fundingTime);
    expect((await ctx.futures.fundingRecords(bob, {})).items).toEqual([
      {
        id: expect.any(String),
        symbol: BTC,
        positionId: short.id,
        ts: run.fundingTime,
        rate: '0.0001',
        mark: '50000.00',
        markSeq: 9,
        amount: '0.05000000',
      },
    ]);

    const stale = { ...run, fundingTime: run.fundingTime + 8 * 3_600_000, payments: new Map([[999, 0n]]) };
    await expect(ctx.futures.applyFunding(stale)).rejects.toBeInstanceOf(StaleFundingRun);
    expect(await ctx.futures.lastFundingTime(BTC)).toBe(run.fundingTime);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });
});
