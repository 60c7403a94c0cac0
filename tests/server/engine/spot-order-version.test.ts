import { describe, expect, it } from 'vitest';
import type { Order } from '@contract/spot';
import { BACKENDS } from '../helpers/backends';
import { fund } from '../helpers/users';
import { record, req, restartSpot, useSpotHarness } from './spot-harness';

const BUYER = 1;
const SELLER = 2;

const versionOf = (o: Order | undefined) => o && { id: o.id, status: o.status, version: o.version };

describe.each(BACKENDS)('Order.version on $name', ({ name }) => {
  const h = useSpotHarness(name, { [BUYER]: { USDT: '100000' }, [SELLER]: { BTC: '1' } });

  it('starts at 1 and rises by one per command that changes the order, in pushes and in REST answers, across a restart', async () => {
    const pushes = record<[number, Order]>(h(), 'order');
    const resting = await h().spot.place(BUYER, req('BTCUSDT', 'buy', 'limit', { price: '64000.00', quantity: '0.3' }));
    expect(versionOf(resting)).toEqual({ id: resting.id, status: 'new', version: 1 });

    // a taker filling across one maker: one push each, the maker's next version and the taker's first
    const taker = await h().spot.place(SELLER, req('BTCUSDT', 'sell', 'limit', { price: '64000.00', quantity: '0.1' }));
    expect(pushes.map(([, o]) => versionOf(o))).toEqual([
      { id: resting.id, status: 'new', version: 1 },
      { id: resting.id, status: 'partially_filled', version: 2 },
      { id: taker.id, status: 'filled', version: 1 },
    ]);

    // the version is stored: after a restart the next change goes on from it
    const next = await restartSpot(h());
    expect(versionOf((await next.openOrders(BUYER, {})).items[0])).toEqual({ id: resting.id, status: 'partially_filled', version: 2 });
    await next.place(SELLER, req('BTCUSDT', 'sell', 'market', { quantity: '0.1' }));
    const cancelled = await next.cancel(BUYER, resting.id);
    expect(versionOf(cancelled)).toEqual({ id: resting.id, status: 'cancelled', version: 4 });
    expect(versionOf((await next.orderHistory(BUYER, {})).items[0])).toEqual({ id: resting.id, status: 'cancelled', version: 4 });
  });

  it('gives the resting order cancelled by self-trade prevention its next version', async () => {
    await fund(h(), BUYER, { BTC: '1' });
    const own = await h().spot.place(BUYER, req('BTCUSDT', 'sell', 'limit', { price: '64000.00', quantity: '0.1' }));
    const pushes = record<[number, Order]>(h(), 'order');
    await h().spot.place(BUYER, req('BTCUSDT', 'buy', 'limit', { price: '64000.00', quantity: '0.1' }));
    expect(versionOf(pushes.find(([, o]) => o.id === own.id)?.[1])).toEqual({ id: own.id, status: 'cancelled', version: 2 });
  });
});
