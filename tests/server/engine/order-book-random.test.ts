import { describe, expect, it } from 'vitest';
import type { OrderBook } from '../../../server/engine/order-book';
import type { Taker } from '../../../server/engine/types';
import { Rng } from '../../../server/simulator/prng';
import { newBook, u } from './book-fixture';
import { DepthMirror } from './depth-mirror';

const COMMANDS = 1000;

/** Sum of every resting order, walking each level's queue (so level totals are checked too). */
function restingTotal(book: OrderBook): bigint {
  let total = 0n;
  for (const side of [book.bids, book.asks]) {
    for (const level of side.fromBest()) {
      let sum = 0n;
      for (const o of level.orders()) {
        expect(o.remaining).toBeGreaterThan(0n);
        expect(o.price).toBe(level.price);
        sum += o.remaining;
      }
      expect(sum).toBe(level.total);
      total += sum;
    }
  }
  return total;
}

describe('OrderBook under a seeded random command mix', () => {
  it.each([1, 7, 42])('stays uncrossed, conserves quantity and publishes changes that rebuild it exactly (seed %i)', (seed) => {
    const rng = new Rng(seed);
    const book = newBook();
    const mirror = new DepthMirror();
    const live: number[] = [];
    let expected = 0n;
    let nextId = 1;
    for (let i = 0; i < COMMANDS; i++) {
      const roll = rng.next();
      const userId = 1 + Math.floor(rng.next() * 5);
      const side = rng.chance(0.5) ? 'buy' : 'sell';
      const qty = u('0.0001') * BigInt(1 + Math.floor(rng.next() * 300));
      let plan;
      if (roll < 0.25 && live.length > 0) {
        const [id] = live.splice(Math.floor(rng.next() * live.length), 1);
        plan = book.planCancel(id!);
        if (!plan) continue;
      } else {
        const taker: Taker =
          roll < 0.85
            ? { id: nextId++, userId, side, type: 'limit', price: u('100') + u('0.01') * BigInt(Math.floor(rng.next() * 200) - 100), qty }
            : side === 'buy'
              ? { id: nextId++, userId, side, type: 'market', quote: u('1') * BigInt(1 + Math.floor(rng.next() * 200)) }
              : { id: nextId++, userId, side, type: 'market', qty };
        plan = book.plan(taker);
        if (plan.rest) live.push(plan.rest.id);
      }
      expected +=
        (plan.rest?.remaining ?? 0n) - plan.fills.reduce((s, f) => s + f.qty, 0n) - plan.cancels.reduce((s, o) => s + o.remaining, 0n);
      const change = book.apply(plan);
      if (change) mirror.apply(change);

      const bid = book.bestBid();
      const ask = book.bestAsk();
      if (bid !== null && ask !== null) expect(bid).toBeLessThan(ask);
      expect(restingTotal(book)).toBe(expected);
      expect(mirror.snapshot()).toEqual(book.snapshot(Number.MAX_SAFE_INTEGER));
    }
    expect(book.seq).toBeGreaterThan(COMMANDS / 2);
  });
});
