import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_OPEN_ORDERS } from '../../../server/engine/place-command';
import type { LedgerEntry } from '../../../server/ledger/ledger';
import { BACKENDS } from '../helpers/backends';
import { fund } from '../helpers/users';
import { balance, record, req, useSpotHarness } from './spot-harness';

const ALICE = 1;
const BOB = 2;

describe.each(BACKENDS)('SpotService commands on $name', ({ name }) => {
  const h = useSpotHarness(name, { [ALICE]: { USDT: '10000' }, [BOB]: { BTC: '1' } });
  afterEach(() => vi.restoreAllMocks());

  it('cancels an open order, releases its funds and removes its level', async () => {
    const order = await h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '50000.00', quantity: '0.1' }));
    expect(await balance(h(), ALICE, 'USDT')).toEqual({ available: '5000.00000000', frozen: '5000.00000000' });
    const depth = record<[string, { seq: number; bids: unknown[] }]>(h(), 'depth');
    const cancelled = await h().spot.cancel(ALICE, order.id);
    expect(cancelled).toMatchObject({ id: order.id, status: 'cancelled', remainingQty: '0.00000' });
    expect(await balance(h(), ALICE, 'USDT')).toEqual({ available: '10000.00000000', frozen: '0.00000000' });
    expect(depth).toEqual([['BTCUSDT', { seq: 2, bids: [['50000.00', '0']], asks: [] }]]);
  });

  it("answers 404 for another user's order or an unknown id, and 409 for a finished one", async () => {
    const order = await h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '50000.00', quantity: '0.1' }));
    await expect(h().spot.cancel(BOB, order.id)).rejects.toMatchObject({ status: 404, key: 'orderNotFound' });
    await expect(h().spot.cancel(ALICE, '999999')).rejects.toMatchObject({ status: 404, key: 'orderNotFound' });
    await expect(h().spot.cancel(ALICE, 'abc')).rejects.toMatchObject({ status: 404, key: 'orderNotFound' });
    await h().spot.cancel(ALICE, order.id);
    await expect(h().spot.cancel(ALICE, order.id)).rejects.toMatchObject({ status: 409, key: 'orderNotOpen' });
    await expect(h().spot.cancel(BOB, order.id)).rejects.toMatchObject({ status: 404, key: 'orderNotFound' });
  });

  it('returns the existing order, unchanged, for a repeated clientOrderId', async () => {
    const first = req('BTCUSDT', 'buy', 'limit', { price: '50000.00', quantity: '0.1' });
    const a = await h().spot.place(ALICE, first);
    const b = await h().spot.place(ALICE, { ...first, price: '40000.00' });
    expect(b).toEqual(a);
    expect(await balance(h(), ALICE, 'USDT')).toEqual({ available: '5000.00000000', frozen: '5000.00000000' });
    expect((await h().spot.openOrders(ALICE, {})).total).toBe(1);
    // the same client id from another user is another order
    await fund(h(), BOB, { USDT: '10000' });
    expect((await h().spot.place(BOB, first)).id).not.toBe(a.id);
  });

  it('caps the open limit orders of one user in one symbol; a cancel frees a place', async () => {
    const small = () => req('BTCUSDT', 'buy', 'limit', { price: '1000.00', quantity: '0.001' });
    const placed = [];
    for (let i = 0; i < MAX_OPEN_ORDERS; i++) placed.push(await h().spot.place(ALICE, small()));
    await expect(h().spot.place(ALICE, small())).rejects.toMatchObject({ status: 422, key: 'tooManyOpenOrders' });
    await fund(h(), ALICE, { ETH: '1' });
    await h().spot.place(ALICE, req('ETHUSDT', 'sell', 'limit', { price: '3000.00', quantity: '0.1' }));
    await h().spot.cancel(ALICE, placed[0]!.id);
    expect(await h().spot.place(ALICE, small())).toMatchObject({ status: 'new' });
  });

  it('rejects an order beyond the available balance with nothing changed', async () => {
    await expect(h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '50000.00', quantity: '1' }))).rejects.toMatchObject({
      status: 422,
      key: 'insufficientBalance',
    });
    expect(h().spot.depth('BTCUSDT')).toEqual({ bids: [], asks: [], seq: 0 });
    expect(await balance(h(), ALICE, 'USDT')).toEqual({ available: '10000.00000000', frozen: '0.00000000' });
  });

  it('leaves no trace of a command whose transaction fails after matching', async () => {
    await h().spot.place(BOB, req('BTCUSDT', 'sell', 'limit', { price: '50000.00', quantity: '0.1' }));
    const book = h().spot.depth('BTCUSDT');
    const post = h().ledger.post.bind(h().ledger);
    vi.spyOn(h().ledger, 'post').mockImplementation(async (trx, entry: LedgerEntry) => {
      if (entry.kind === 'spot_trade') throw new Error('disk full');
      return post(trx, entry);
    });
    const events = [record(h(), 'order'), record(h(), 'trade'), record(h(), 'depth'), record(h(), 'balance')];
    await expect(h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '50000.00', quantity: '0.05' }))).rejects.toThrow(
      'disk full',
    );
    expect(events.flat()).toEqual([]);
    expect(h().spot.depth('BTCUSDT')).toEqual(book);
    expect(await balance(h(), ALICE, 'USDT')).toEqual({ available: '10000.00000000', frozen: '0.00000000' });
    expect((await h().spot.orderHistory(ALICE, {})).total + (await h().spot.openOrders(ALICE, {})).total).toBe(0);

    vi.restoreAllMocks();
    const retry = await h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '50000.00', quantity: '0.05' }));
    expect(retry).toMatchObject({ status: 'filled', filledQty: '0.05000' });
    expect(h().spot.depth('BTCUSDT')).toEqual({ bids: [], asks: [['50000.00', '0.05000']], seq: book.seq + 1 });
  });

  it('publishes trades, the depth change and the orders only after the commit', async () => {
    const maker = await h().spot.place(BOB, req('BTCUSDT', 'sell', 'limit', { price: '50000.00', quantity: '0.1' }));
    const seen: string[] = [];
    const trades = record<[string, { price: string; qty: string; side: string }]>(h(), 'trade');
    h().bus.on('order', (userId, order) => {
      seen.push(`${userId}:${order.id}:${order.status}`);
    });
    const taker = await h().spot.place(ALICE, req('BTCUSDT', 'buy', 'market', { quoteAmount: '1000' }));
    expect(trades).toEqual([['BTCUSDT', expect.objectContaining({ price: '50000.00', qty: '0.02000', side: 'buy' })]]);
    expect(seen).toEqual([`${BOB}:${maker.id}:partially_filled`, `${ALICE}:${taker.id}:filled`]);
    expect(h().spot.recentTrades('BTCUSDT')).toEqual([trades[0]![1]]);
    expect(h().spot.lastPrice('BTCUSDT')).toBe(5_000_000_000_000n);
  });
});
