import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKENDS } from '../helpers/backends';
import { balance, record, req, useSpotHarness } from './spot-harness';

const ALICE = 1;
const BOB = 2;

describe.each(BACKENDS)('SpotService group commit on $name', ({ name }) => {
  const h = useSpotHarness(name, { [ALICE]: { USDT: '10000' }, [BOB]: { BTC: '1' } });
  afterEach(() => vi.restoreAllMocks());

  it('runs the commands of one tick in one transaction, in order, with one depth update per book', async () => {
    await h().spot.rebuild();
    const run = vi.spyOn(h().serial, 'run');
    const depth = record<[string, { seq: number; bids: unknown[]; asks: unknown[] }]>(h(), 'depth');
    const [bid, ask, taker] = await Promise.all([
      h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '50000.00', quantity: '0.05' })),
      h().spot.place(BOB, req('BTCUSDT', 'sell', 'limit', { price: '51000.00', quantity: '0.3' })),
      h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '51000.00', quantity: '0.1' })),
    ]);
    expect(run).toHaveBeenCalledTimes(1);
    // each caller hears of its order as its own command left it, as if the commands had run alone
    expect([bid!.status, ask!.status, taker!.status]).toEqual(['new', 'new', 'filled']);
    expect(depth).toEqual([
      ['BTCUSDT', expect.objectContaining({ seq: 1, bids: [['50000.00', '0.05000']], asks: [['51000.00', '0.20000']] })],
    ]);
    expect(h().spot.depth('BTCUSDT')).toEqual({ bids: [['50000.00', '0.05000']], asks: [['51000.00', '0.20000']], seq: 1 });
  });

  it('fails a command refused by a business rule alone, keeping the others of its group', async () => {
    const results = await Promise.allSettled([
      h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '50000.00', quantity: '0.1' })),
      h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '50000.00', quantity: '1' })),
      h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '40000.00', quantity: '0.1' })),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[1]).toMatchObject({ reason: { status: 422, key: 'insufficientBalance' } });
    expect(await balance(h(), ALICE, 'USDT')).toEqual({ available: '1000.00000000', frozen: '9000.00000000' });
    expect(h().spot.depth('BTCUSDT').bids).toEqual([
      ['50000.00', '0.10000'],
      ['40000.00', '0.10000'],
    ]);
  });

  it('answers a clientOrderId repeated within one group with the order the first place made', async () => {
    const first = req('BTCUSDT', 'buy', 'limit', { price: '50000.00', quantity: '0.1' });
    const [a, b] = await Promise.all([h().spot.place(ALICE, first), h().spot.place(ALICE, { ...first, price: '40000.00' })]);
    expect(b).toEqual(a);
    expect(await balance(h(), ALICE, 'USDT')).toEqual({ available: '5000.00000000', frozen: '5000.00000000' });
  });

  it('fails every command of a group whose transaction fails, and rebuilds the books from the database', async () => {
    await h().spot.rebuild();
    // a stray trade row takes the id the group's trade would get, so the group's write fails
    await h()
      .db.insertInto('trades')
      .values({
        id: 1,
        symbol: 'ETHUSDT',
        price: '1',
        qty: '1',
        quote: '1',
        taker_side: 'buy',
        buy_order_id: 0,
        buy_user_id: 0,
        buy_fee: '0',
        sell_order_id: 0,
        sell_user_id: 0,
        sell_fee: '0',
        ts: 0,
      })
      .execute();
    const depth = record(h(), 'depth');
    const orders = record(h(), 'order');
    const group = () => [
      h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '40000.00', quantity: '0.1' })),
      h().spot.place(BOB, req('BTCUSDT', 'sell', 'limit', { price: '51000.00', quantity: '0.2' })),
      h().spot.place(ALICE, req('BTCUSDT', 'buy', 'limit', { price: '51000.00', quantity: '0.1' })),
    ];
    const failed = await Promise.allSettled(group());
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect([depth, orders]).toEqual([[], []]);
    expect(h().spot.depth('BTCUSDT')).toEqual({ bids: [], asks: [], seq: 0 });
    expect(await balance(h(), ALICE, 'USDT')).toEqual({ available: '10000.00000000', frozen: '0.00000000' });

    // rebuilt: ids follow the database (the stray trade included), and the same commands now go through
    const again = await Promise.all(group());
    expect(again.map((o) => o.status)).toEqual(['new', 'new', 'filled']);
    expect(h().spot.depth('BTCUSDT')).toMatchObject({ bids: [['40000.00', '0.10000']], asks: [['51000.00', '0.10000']], seq: 1 });
  });
});
