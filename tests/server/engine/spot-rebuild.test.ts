import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../helpers/backends';
import { req, restartSpot, useSpotHarness } from './spot-harness';

const A = 1;
const B = 2;
const C = 3;
describe.each(BACKENDS)('SpotService.rebuild on $name', ({ name }) => {
  const h = useSpotHarness(name, { [A]: { USDT: '100000' }, [B]: { BTC: '1' }, [C]: { BTC: '1' } });

  it('restores books, seq, open orders, recent trades and the last price, then keeps time priority', async () => {
    const first = await h().spot.place(B, req('BTCUSDT', 'sell', 'limit', { price: '64000.00', quantity: '0.1' }));
    const second = await h().spot.place(C, req('BTCUSDT', 'sell', 'limit', { price: '64000.00', quantity: '0.1' }));
    await h().spot.place(A, req('BTCUSDT', 'buy', 'limit', { price: '63000.00', quantity: '0.05' }));
    await h().spot.place(A, req('BTCUSDT', 'buy', 'market', { quoteAmount: '640' }));
    const cancelled = await h().spot.place(A, req('ETHUSDT', 'buy', 'limit', { price: '3000.00', quantity: '1' }));
    await h().spot.cancel(A, cancelled.id);

    const next = await restartSpot(h());
    for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
      expect(next.depth(symbol)).toEqual(h().spot.depth(symbol));
      expect(next.recentTrades(symbol)).toEqual(h().spot.recentTrades(symbol));
      expect(next.lastPrice(symbol)).toBe(h().spot.lastPrice(symbol));
    }
    expect(next.depth('BTCUSDT').seq).toBe(4);
    expect(next.depth('ETHUSDT').seq).toBe(2);
    for (const user of [A, B, C]) expect(await next.openOrders(user, {})).toEqual(await h().spot.openOrders(user, {}));

    // B has 0.09 left after the market buy took 0.01: B fills first, then C gives 0.06 of its 0.1
    const sweep = await next.place(A, req('BTCUSDT', 'buy', 'limit', { price: '64000.00', quantity: '0.15' }));
    expect(Number(sweep.id)).toBeGreaterThan(Number(cancelled.id));
    expect((await next.orderHistory(B, {})).items[0]).toMatchObject({ id: first.id, status: 'filled' });
    expect((await next.openOrders(C, {})).items[0]).toMatchObject({ id: second.id, status: 'partially_filled', remainingQty: '0.04000' });
    expect(next.depth('BTCUSDT')).toMatchObject({ asks: [['64000.00', '0.04000']], seq: 5 });
    expect(next.recentTrades('BTCUSDT').map((t) => t.id)).toEqual([3, 2, 1]);
  });
});
