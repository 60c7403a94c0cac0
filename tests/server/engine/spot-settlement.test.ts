import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../helpers/backends';
import { fund } from '../helpers/users';
import { balance, record, req, useSpotHarness } from './spot-harness';

const BUYER = 1;
const SELLER = 2;

describe.each(BACKENDS)('SpotService settlement on $name', ({ name }) => {
  const h = useSpotHarness(name, { [BUYER]: { USDT: '100000' }, [SELLER]: { BTC: '1' } });

  it('fills a limit buy at the maker price, charges fees on what each side receives and returns the price improvement', async () => {
    const maker = await h().spot.place(SELLER, req('BTCUSDT', 'sell', 'limit', { price: '64000.00', quantity: '0.5' }));
    expect(maker).toMatchObject({ status: 'new', remainingQty: '0.50000', feeAsset: 'USDT' });
    const taker = await h().spot.place(BUYER, req('BTCUSDT', 'buy', 'limit', { price: '64100.00', quantity: '0.2' }));
    expect(taker).toMatchObject({
      status: 'filled',
      price: '64100.00',
      quantity: '0.20000',
      filledQty: '0.20000',
      remainingQty: '0.00000',
      avgPrice: '64000.00000000',
      filledQuote: '12800.00000000',
      fee: '0.00020000',
      feeAsset: 'BTC',
    });
    expect(await balance(h(), BUYER, 'USDT')).toEqual({ available: '87200.00000000', frozen: '0.00000000' });
    expect(await balance(h(), BUYER, 'BTC')).toEqual({ available: '0.19980000', frozen: '0.00000000' });
    expect(await balance(h(), SELLER, 'BTC')).toEqual({ available: '0.50000000', frozen: '0.30000000' });
    expect(await balance(h(), SELLER, 'USDT')).toEqual({ available: '12789.76000000', frozen: '0.00000000' });
    const [open] = (await h().spot.openOrders(SELLER, {})).items;
    expect(open).toMatchObject({
      id: maker.id,
      status: 'partially_filled',
      filledQty: '0.20000',
      remainingQty: '0.30000',
      fee: '10.24000000',
    });
  });

  it('rounds fees down to whole units', async () => {
    await h().spot.place(SELLER, req('BTCUSDT', 'sell', 'limit', { price: '64000.01', quantity: '0.00001' }));
    await h().spot.place(BUYER, req('BTCUSDT', 'buy', 'limit', { price: '64000.01', quantity: '0.00001' }));
    // 0.6400001 USDT turnover: the seller's 0.0008 maker fee is 0.000512000008, rounded down to 0.000512
    expect(await balance(h(), SELLER, 'USDT')).toEqual({ available: '0.63948810', frozen: '0.00000000' });
    expect(await balance(h(), BUYER, 'BTC')).toEqual({ available: '0.00000999', frozen: '0.00000000' });
    const [trade] = (await h().spot.tradeHistory(SELLER, {})).items;
    expect(trade).toMatchObject({ side: 'sell', role: 'maker', quote: '0.64000010', fee: '0.00051200', feeAsset: 'USDT' });
  });

  it('buys at market by quote amount across levels and unfreezes what it could not spend', async () => {
    await h().spot.place(SELLER, req('BTCUSDT', 'sell', 'limit', { price: '64000.00', quantity: '0.1' }));
    await h().spot.place(SELLER, req('BTCUSDT', 'sell', 'limit', { price: '65000.00', quantity: '0.1' }));
    const order = await h().spot.place(BUYER, req('BTCUSDT', 'buy', 'market', { quoteAmount: '10000' }));
    // 6400 buys 0.1 at 64000; 3600 left buys 0.05538 at 65000 (3599.70); 0.30 cannot buy one lot
    expect(order).toMatchObject({
      status: 'filled',
      price: '0',
      quantity: '0.15538',
      quoteAmount: '10000.00000000',
      filledQuote: '9999.70000000',
    });
    expect(await balance(h(), BUYER, 'USDT')).toEqual({ available: '90000.30000000', frozen: '0.00000000' });
    expect(h().spot.depth('BTCUSDT').asks).toEqual([['65000.00', '0.04462']]);
  });

  it('cancels the unfilled remainder of a market sell instead of resting it', async () => {
    await h().spot.place(BUYER, req('BTCUSDT', 'buy', 'limit', { price: '63000.00', quantity: '0.1' }));
    const order = await h().spot.place(SELLER, req('BTCUSDT', 'sell', 'market', { quantity: '0.3' }));
    expect(order).toMatchObject({ status: 'cancelled', filledQty: '0.10000', remainingQty: '0.00000' });
    expect(h().spot.depth('BTCUSDT')).toMatchObject({ bids: [], asks: [] });
    expect(await balance(h(), SELLER, 'BTC')).toEqual({ available: '0.90000000', frozen: '0.00000000' });
  });

  it('rejects a market order against an empty book and changes nothing', async () => {
    const events = record(h(), 'order');
    const before = h().spot.depth('BTCUSDT');
    await expect(h().spot.place(BUYER, req('BTCUSDT', 'buy', 'market', { quoteAmount: '100' }))).rejects.toMatchObject({
      status: 422,
      key: 'noLiquidity',
    });
    await expect(h().spot.place(SELLER, req('BTCUSDT', 'sell', 'market', { quantity: '0.1' }))).rejects.toMatchObject({
      status: 422,
      key: 'noLiquidity',
    });
    expect(await balance(h(), BUYER, 'USDT')).toEqual({ available: '100000.00000000', frozen: '0.00000000' });
    expect(h().spot.depth('BTCUSDT')).toEqual(before);
    expect((await h().spot.orderHistory(BUYER, {})).total).toBe(0);
    expect(events).toEqual([]);
  });

  it('prevents a self-trade by cancelling the resting order of the same user', async () => {
    await fund(h(), BUYER, { BTC: '1' });
    const own = await h().spot.place(BUYER, req('BTCUSDT', 'sell', 'limit', { price: '64000.00', quantity: '0.1' }));
    const other = await h().spot.place(SELLER, req('BTCUSDT', 'sell', 'limit', { price: '64000.00', quantity: '0.1' }));
    const buy = await h().spot.place(BUYER, req('BTCUSDT', 'buy', 'limit', { price: '64000.00', quantity: '0.15' }));
    expect(buy).toMatchObject({ status: 'partially_filled', filledQty: '0.10000', remainingQty: '0.05000' });
    const history = (await h().spot.orderHistory(BUYER, {})).items;
    expect(history.find((o) => o.id === own.id)).toMatchObject({ status: 'cancelled', filledQty: '0.00000' });
    expect((await h().spot.orderHistory(SELLER, {})).items[0]).toMatchObject({ id: other.id, status: 'filled' });
    expect(await balance(h(), BUYER, 'BTC')).toEqual({ available: '1.09990000', frozen: '0.00000000' });
    expect(h().spot.depth('BTCUSDT')).toMatchObject({ bids: [['64000.00', '0.05000']], asks: [] });
  });
});
