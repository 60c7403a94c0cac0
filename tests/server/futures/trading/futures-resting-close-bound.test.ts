/**
 * Issue 13: a resting limit close was checked against the bankruptcy price only when it was placed. When the margin
 * behind it shrinks later (a funding payment, a transfer out of a cross wallet), the price it rests at can fall
 * beyond the bankruptcy price; filling it there would take the loss from the insurance fund, which only a
 * liquidation may do. At fill time the matcher cancels such a close instead of filling it (docs/futures.md, Orders).
 */
import { describe, expect, it } from 'vitest';
import { accountKey } from '../../../../server/ledger/ledger';
import { transfer } from '../../../../server/ledger/transfer';
import { fromUnits, toUnits } from '../../../../server/money';
import { BTC, cid, useTraders } from './futures-fixture';

describe('a resting close whose margin shrank after it was placed', () => {
  const t = useTraders();

  /** alice: 10 lots long at 50,000, 100x (margin 5 USDT), with a limit close of all 10 lots resting at `closeAt`. */
  async function longWithRestingClose(marginMode: 'cross' | 'isolated', closeAt: string) {
    const { ctx, alice, bob, place } = t();
    await ctx.futures.setMarginMode(alice, { symbol: BTC, marginMode });
    await ctx.futures.setLeverage(alice, { symbol: BTC, leverage: 100 });
    t().setMark(BTC, '50000');
    await place(alice, { price: '50000', quantity: '10' });
    await place(bob, { positionSide: 'short', price: '50000', quantity: '10' });
    const [long] = await ctx.futures.positions(alice);
    const close = await ctx.futures.closePosition(alice, { positionId: long!.id, quantity: '10', price: closeAt, clientOrderId: cid() });
    expect(close).toMatchObject({ status: 'new' });
    return { long: long!, close };
  }

  /** bob buys back his short at `price`: his bid meets alice's resting close. */
  const bobBuysBack = (price: string) => t().place(t().bob, { positionSide: 'short', action: 'close', price, quantity: '10' });

  async function expectCancelledNotFilled(closeId: string) {
    const { ctx, alice } = t();
    const [history] = (await ctx.futures.orderHistory(alice, {})).items.filter((o) => o.id === closeId);
    expect(history).toMatchObject({ status: 'cancelled', filledQty: '0' });
    expect((await ctx.futures.positions(alice))[0]).toMatchObject({ quantity: '10' });
  }

  it('cancels an isolated close that a funding payment pushed beyond the bankruptcy price, and the fund stays as it was', async () => {
    const { ctx, house } = t();
    // bankruptcy 49,524.78 at placement: 49,600 is inside
    const { long, close } = await longWithRestingClose('isolated', '49600');
    const short = (await ctx.futures.positions(t().bob))[0]!;
    // alice pays 3 USDT of her 5 USDT margin: her bankruptcy price rises to about 49,825
    const payments = new Map([
      [Number(long.id), -toUnits('3')],
      [Number(short.id), toUnits('3')],
    ]);
    await ctx.futures.applyFunding({
      symbol: BTC,
      fundingTime: 1_700_006_400_000,
      rate: '0.006',
      tick: { mark: toUnits('50000'), seq: 2, ts: 0 },
      payments,
    });
    const fund = await house(accountKey.insurance);

    const bid = await bobBuysBack('49600');

    expect(bid).toMatchObject({ status: 'new', filledQty: '0' });
    await expectCancelledNotFilled(close.id);
    expect(await house(accountKey.insurance)).toBe(fund);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('cancels a cross close that a transfer out of the contract wallet pushed beyond the bankruptcy price', async () => {
    const { ctx, alice, house } = t();
    // with the whole wallet behind it, a cross long of 500 USDT cannot go bankrupt: any price is inside
    const { close } = await longWithRestingClose('cross', '49000');
    const { available } = await t().wallet(alice);
    // 1 USDT left besides the 5 USDT margin: the bankruptcy price is now about 49,425
    await transfer(ctx, alice, {
      asset: 'USDT',
      amount: fromUnits(available - toUnits('1')),
      from: 'contract',
      to: 'spot',
      clientId: cid(),
    });
    const fund = await house(accountKey.insurance);

    expect(await bobBuysBack('49000')).toMatchObject({ status: 'new', filledQty: '0' });

    await expectCancelledNotFilled(close.id);
    expect(await house(accountKey.insurance)).toBe(fund);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });
});
