import { describe, expect, it } from 'vitest';
import { FuturesService } from '../../../../server/futures/trading/futures-service';
import { accountKey } from '../../../../server/ledger/ledger';
import { toUnits } from '../../../../server/money';
import { BACKENDS } from '../../helpers/backends';
import { fund, registerUser } from '../../helpers/users';
import { BTC, cid, useTraders } from './futures-fixture';

const U = toUnits;

describe.each(BACKENDS)('futures trading service on $name', ({ name }) => {
  const t = useTraders(name);

  it('freezes an open order its margin and taker fee, and moves a fill into both positions as one balanced entry', async () => {
    const { ctx, alice, bob, place, wallet } = t();
    // 10 lots of 0.001 BTC at 50,000: notional 500, margin at 20x 25, taker fee reserved 0.25
    const bid = await place(alice, { price: '50000', quantity: '10' });
    expect(bid).toMatchObject({ status: 'new', frozenMargin: '25.25000000', side: 'buy', remainingQty: '10' });
    expect(await wallet(alice)).toEqual({ available: U('9974.75'), frozen: U('25.25'), margin: 0n });

    const ask = await place(bob, { positionSide: 'short', price: '50000', quantity: '10' });
    expect(ask).toMatchObject({ status: 'filled', filledQty: '10', avgPrice: '50000.00', fee: '0.25000000', side: 'sell' });
    // alice was the maker: fee 0.1, the rest of her reservation back
    expect(await wallet(alice)).toEqual({ available: U('9974.9'), frozen: 0n, margin: U('25') });
    expect(await wallet(bob)).toEqual({ available: U('9974.75'), frozen: 0n, margin: U('25') });
    expect(await t().house(accountKey.fees)).toBe(U('0.35'));

    const [long] = await ctx.futures.positions(alice);
    expect(long).toMatchObject({
      symbol: BTC,
      side: 'long',
      quantity: '10',
      closableQty: '10',
      entryPrice: '50000.00',
      margin: '25.00000000',
    });
    expect((await ctx.futures.positions(bob))[0]).toMatchObject({ side: 'short', quantity: '10', entryPrice: '50000.00' });
    const account = await ctx.futures.account(alice);
    expect(account).toMatchObject({
      available: '9974.90000000',
      frozen: '0.00000000',
      positionMargin: '25.00000000',
      realizedPnl: '0.00000000',
    });
    expect(U(account.equity)).toBe(
      U('9999.9') + U(long!.unrealizedPnl.replace('-', '')) * (long!.unrealizedPnl.startsWith('-') ? -1n : 1n),
    );
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('realises PnL on a partial close against sys:contract-pnl, which is back to zero once both sides closed', async () => {
    const { ctx, alice, bob, place, wallet, house } = t();
    await place(alice, { price: '50000', quantity: '10' });
    await place(bob, { positionSide: 'short', price: '50000', quantity: '10' });
    const [long] = await ctx.futures.positions(alice);
    const [short] = await ctx.futures.positions(bob);

    // alice closes 4 lots at 51,000 (a resting reduce-only sell), bob buys them back at market
    const close = await ctx.futures.closePosition(alice, { positionId: long!.id, quantity: '4', price: '51000', clientOrderId: cid() });
    expect(close).toMatchObject({ action: 'close', side: 'sell', status: 'new', frozenMargin: '0.00000000' });
    expect((await ctx.futures.positions(alice))[0]).toMatchObject({ quantity: '10', closableQty: '6' });
    const buyBack = await ctx.futures.closePosition(bob, { positionId: short!.id, quantity: '4', clientOrderId: cid() });
    expect(buyBack).toMatchObject({ status: 'filled', realizedPnl: '-4.00000000', avgPrice: '51000.00' });

    expect((await ctx.futures.positions(alice))[0]).toMatchObject({
      quantity: '6',
      closableQty: '6',
      realizedPnl: '4.00000000',
      margin: '15.00000000',
    });
    expect(await house(accountKey.contractPnl)).toBe(0n);

    // quick close of the rest at the same price leaves nothing open and the clearing account at zero
    await place(alice, { action: 'close', price: '50500', quantity: '6' });
    const quick = await ctx.futures.quickClose(bob, { positionId: short!.id, clientOrderId: 'quick-close-bob-1' });
    expect(await ctx.futures.quickClose(bob, { positionId: short!.id, clientOrderId: 'quick-close-bob-1' })).toEqual(quick);
    expect(await ctx.futures.positions(alice)).toEqual([]);
    expect(await ctx.futures.positions(bob)).toEqual([]);
    expect(await house(accountKey.contractPnl)).toBe(0n);
    expect((await wallet(alice)).margin).toBe(0n);
    const history = await ctx.futures.positionHistory(alice, {});
    expect(history.items[0]).toMatchObject({
      side: 'long',
      maxQuantity: '10',
      entryPrice: '50000.00',
      closePrice: '50700.00',
      reason: 'closed',
    });
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('closes every position with close/all, and a repeat of the same clientId answers the same orders', async () => {
    const { ctx, alice, bob, place } = t();
    await place(alice, { price: '50000', quantity: '3' });
    await place(bob, { positionSide: 'short', price: '50000', quantity: '3' });
    await place(bob, { positionSide: 'short', action: 'close', price: '50000', quantity: '3' });
    const closed = await ctx.futures.closeAll(alice, { clientId: 'close-all-alice-1' });
    expect(closed).toMatchObject([{ action: 'close', positionSide: 'long', status: 'filled', filledQty: '3' }]);
    expect(await ctx.futures.positions(alice)).toEqual([]);
    expect(await ctx.futures.closeAll(alice, { clientId: 'close-all-alice-1' })).toEqual(closed);
    expect(await ctx.futures.closeAll(alice, { clientId: 'close-all-alice-2' })).toEqual([]);
  });

  it('is idempotent by clientOrderId', async () => {
    const { alice, place, wallet } = t();
    const first = await place(alice, { price: '40000', quantity: '2', clientOrderId: 'same-client-id-1' });
    const again = await place(alice, { price: '40000', quantity: '2', clientOrderId: 'same-client-id-1' });
    expect(again.id).toBe(first.id);
    expect((await wallet(alice)).frozen).toBe(U('4.04'));
  });
});

describe('futures settings and the book', () => {
  const t = useTraders();

  it('opens at the leverage and margin mode set before, and refuses a leverage the size does not allow', async () => {
    const { ctx, alice, bob, place } = t();
    expect(await ctx.futures.settings(alice, BTC)).toEqual({ symbol: BTC, leverage: 20, marginMode: 'cross', maxLeverage: 125 });
    expect(await ctx.futures.setLeverage(alice, { symbol: BTC, leverage: 10 })).toMatchObject({ leverage: 10 });
    expect(await ctx.futures.setMarginMode(alice, { symbol: BTC, marginMode: 'isolated' })).toMatchObject({ marginMode: 'isolated' });
    // 10 lots at 50,000: notional 500, margin 50 at 10x
    expect(await place(alice, { price: '50000', quantity: '10' })).toMatchObject({
      leverage: 10,
      marginMode: 'isolated',
      frozenMargin: '50.25000000',
    });
    await place(bob, { positionSide: 'short', price: '50000', quantity: '10' });
    expect((await ctx.futures.positions(alice))[0]).toMatchObject({ leverage: 10, marginMode: 'isolated', margin: '50.00000000' });

    // 125x is allowed below 50,000 USDT of notional only (BTC's first bracket); 1,001 lots at 50,000 is 50,050
    const carol = (await registerUser(ctx)).userId;
    await fund(ctx, carol, { USDT: '10000' }, 'contract');
    await ctx.futures.setLeverage(carol, { symbol: BTC, leverage: 125 });
    await expect(place(carol, { price: '50000', quantity: '1001' })).rejects.toMatchObject({
      status: 422,
      key: 'leverageTooHighForSize',
      params: { max: 100 },
    });
    expect(await place(carol, { price: '50000', quantity: '999' })).toMatchObject({ leverage: 125, status: 'new' });
  });

  it('cancels an own resting order that a close would trade against (self-trade prevention), releasing its margin', async () => {
    const { ctx, alice, bob, place, wallet } = t();
    await place(alice, { price: '50000', quantity: '2' });
    await place(bob, { positionSide: 'short', price: '50000', quantity: '2' });
    const bid = await place(alice, { price: '49000', quantity: '1' });
    const frozen = (await wallet(alice)).frozen;
    expect(frozen).toBe(U(bid.frozenMargin));
    // alice's limit close at 48,000 crosses her own bid first: the bid is cancelled, the close rests
    const close = await place(alice, { action: 'close', price: '48000', quantity: '1' });
    expect(close).toMatchObject({ status: 'new' });
    expect((await ctx.futures.orderHistory(alice, {})).items.find((o) => o.id === bid.id)).toMatchObject({ status: 'cancelled' });
    expect((await wallet(alice)).frozen).toBe(0n);
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });
});

describe('futures service rebuild', () => {
  const t = useTraders();

  it('restores settings, positions with their TP/SL, open orders in their book, seq and recent trades', async () => {
    const { ctx, alice, bob, place } = t();
    await ctx.futures.setLeverage(alice, { symbol: BTC, leverage: 7 });
    await place(alice, { price: '50000', quantity: '3', takeProfit: '60000', stopLoss: '45000' });
    await place(bob, { positionSide: 'short', price: '50000', quantity: '2' });
    await place(bob, { positionSide: 'short', price: '52000', quantity: '4' });
    const before = {
      settings: await ctx.futures.settings(alice, BTC),
      alice: await ctx.futures.positions(alice),
      bob: await ctx.futures.positions(bob),
      open: await ctx.futures.openOrders(alice, {}),
      depth: ctx.futures.depth(BTC),
      trades: ctx.futures.recentTrades(BTC),
    };
    expect(before.alice[0]).toMatchObject({ leverage: 7, takeProfit: '60000.00', stopLoss: '45000.00', quantity: '2' });

    const again = new FuturesService({ ...ctx, marks: { latest: () => null } });
    await again.rebuild();
    expect({
      settings: await again.settings(alice, BTC),
      alice: await again.positions(alice),
      bob: await again.positions(bob),
      open: await again.openOrders(alice, {}),
      depth: again.depth(BTC),
      trades: again.recentTrades(BTC),
    }).toEqual(before);
  });
});
