/**
 * Issue 13: only a liquidation may touch the insurance fund. A user's own close never fills beyond the position's
 * bankruptcy price (where its margin is used up): a limit close beyond it is refused, a market close stops there.
 */
import { describe, expect, it } from 'vitest';
import { accountKey } from '../../../../server/ledger/ledger';
import { BACKENDS } from '../../helpers/backends';
import { BTC, cid, useTraders } from './futures-fixture';

describe.each(BACKENDS)('a close beyond an isolated position margin on $name', ({ name }) => {
  const t = useTraders(name);

  /** alice: 10 lots long at 50,000, isolated 100x (margin 5 USDT: a fall of about 1 % uses it up). */
  async function isolatedLong() {
    const { ctx, alice, bob, place } = t();
    await ctx.futures.setMarginMode(alice, { symbol: BTC, marginMode: 'isolated' });
    await ctx.futures.setLeverage(alice, { symbol: BTC, leverage: 100 });
    t().setMark(BTC, '50000');
    await place(alice, { price: '50000', quantity: '10' });
    await place(bob, { positionSide: 'short', price: '50000', quantity: '10' });
    const [long] = await ctx.futures.positions(alice);
    return long!;
  }

  it('refuses a limit close priced beyond the bankruptcy price, and the fund stays as it was', async () => {
    const { ctx, alice, house } = t();
    const long = await isolatedLong();
    const fund = await house(accountKey.insurance);
    const close = ctx.futures.closePosition(alice, { positionId: long.id, quantity: '10', price: '49000', clientOrderId: cid() });
    // 495 USDT to recover at 0.05 % fee at most: ≥ 49,524.77, one tick inside
    await expect(close).rejects.toMatchObject({ status: 422, key: 'closeBeyondBankruptcy', params: { price: '49524.78' } });
    expect(await house(accountKey.insurance)).toBe(fund);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('fills a market close only down to the bankruptcy price and cancels the rest, without the insurance fund', async () => {
    const { ctx, alice, bob, place, house } = t();
    const long = await isolatedLong();
    const fund = await house(accountKey.insurance);
    // bids: 4 lots above the bankruptcy price, 6 far below it
    await place(bob, { positionSide: 'short', action: 'close', price: '49990', quantity: '4' });
    await place(bob, { positionSide: 'short', action: 'close', price: '49000', quantity: '6' });
    const close = await ctx.futures.quickClose(alice, { positionId: long.id, clientOrderId: cid() });
    expect(close).toMatchObject({ status: 'cancelled', filledQty: '4' });
    expect((await ctx.futures.positions(alice))[0]).toMatchObject({ quantity: '6' });
    expect(await house(accountKey.insurance)).toBe(fund);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });
});
