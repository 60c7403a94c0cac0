import { describe, expect, it } from 'vitest';
import type { PlaceOrderReq } from '@contract/spot';
import { AppError } from '../../../server/errors';
import { Rng } from '../../../server/simulator/prng';
import { fromUnits, toUnits } from '../../../server/money';
import { BACKENDS } from '../helpers/backends';
import type { TestContext } from '../helpers/context';
import { DepthMirror } from './depth-mirror';
import { req, useSpotHarness } from './spot-harness';
import { bookFromOrders, feesCollected, frozenByOrders } from './spot-state';

const USERS = [1, 2, 3, 4];
const FUNDS = { USDT: '200000', BTC: '5' };
const COMMANDS = 250;
const EXPECTED_REJECTIONS = ['insufficientBalance', 'noLiquidity', 'quantityTooSmall'];

function randomOrder(rng: Rng): PlaceOrderReq {
  const side = rng.chance(0.5) ? 'buy' : 'sell';
  const qty = fromUnits(toUnits('0.001') * BigInt(1 + Math.floor(rng.next() * 100)), 5);
  if (rng.chance(0.8)) {
    const price = fromUnits(toUnits('64000') + toUnits('0.5') * BigInt(Math.floor(rng.next() * 120) - 60), 2);
    return req('BTCUSDT', side, 'limit', { price, quantity: qty });
  }
  return side === 'buy'
    ? req('BTCUSDT', 'buy', 'market', { quoteAmount: String(50 + Math.floor(rng.next() * 5000)) })
    : req('BTCUSDT', 'sell', 'market', { quantity: qty });
}

async function checkState(h: TestContext, mirror: DepthMirror): Promise<void> {
  const depth = h.spot.depth('BTCUSDT');
  if (depth.bids[0] && depth.asks[0]) expect(Number(depth.bids[0][0])).toBeLessThan(Number(depth.asks[0][0]));
  expect(mirror.snapshot()).toEqual(depth);
  expect(await bookFromOrders(h.db, 'BTCUSDT')).toEqual({ bids: depth.bids, asks: depth.asks });
  const frozen = await frozenByOrders(h.db);
  const fees = await feesCollected(h.db);
  for (const asset of ['USDT', 'BTC'] as const) {
    let held = fees[asset];
    for (const user of USERS) {
      const b = await h.ledger.balance(user, 'spot', asset);
      expect(b.frozen).toBe(frozen.get(`${user}:${asset}`) ?? 0n);
      held += b.available + b.frozen;
    }
    expect(held).toBe(toUnits(FUNDS[asset]) * BigInt(USERS.length));
  }
}

describe.each(BACKENDS)('SpotService under a seeded random command mix on $name', ({ name }) => {
  const ctx = useSpotHarness(name, Object.fromEntries(USERS.map((u) => [u, FUNDS])));

  it.each([3, 11])(
    'conserves every asset, keeps frozen funds equal to open orders and the book equal to the orders table (seed %i)',
    async (seed) => {
      const h = ctx();
      const mirror = new DepthMirror();
      h.bus.on('depth', (_symbol, change) => mirror.apply(change));
      const rng = new Rng(seed);
      const outcomes = { placed: 0, cancelled: 0, rejected: 0 };
      for (let i = 0; i < COMMANDS; i++) {
        const user = USERS[Math.floor(rng.next() * USERS.length)]!;
        try {
          if (rng.chance(0.25)) {
            const open = (await h.spot.openOrders(user, { size: 100 })).items;
            if (open.length === 0) continue;
            await h.spot.cancel(user, open[Math.floor(rng.next() * open.length)]!.id);
            outcomes.cancelled++;
          } else {
            await h.spot.place(user, randomOrder(rng));
            outcomes.placed++;
          }
        } catch (err) {
          if (!(err instanceof AppError) || !EXPECTED_REJECTIONS.includes(err.key)) throw err;
          outcomes.rejected++;
        }
        await checkState(h, mirror);
      }
      expect(outcomes.placed).toBeGreaterThan(COMMANDS / 2);
      expect(outcomes.cancelled).toBeGreaterThan(10);
      expect((await h.spot.tradeHistory(1, {})).total).toBeGreaterThan(10);
    },
  );
});
