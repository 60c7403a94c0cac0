import { describe, expect, it } from 'vitest';
import { EngineBook, toTaker } from '../../../bench/engine/bench-book';
import { NaiveBook } from '../../../bench/engine/naive-book';
import { generateWorkload, LiveOrders } from '../../../bench/engine/workload';

/**
 * The engine's book against the benchmark's naive book (one sorted array a side, plain loops), a
 * reference simple enough to read at a glance: on every command both must finish the same orders
 * and agree on whether the taker rests.
 */
describe('OrderBook against a naive reference book', () => {
  it.each([5, 99])('agrees on every command of a seeded limit/market/cancel mix (seed %i)', (seed) => {
    const engine = new EngineBook();
    const naive = new NaiveBook(engine.book.lot);
    const live = new LiveOrders();
    let nextId = 1;
    let finished = 0;
    for (const cmd of generateWorkload(seed, 6000)) {
      if (cmd.kind === 'cancel') {
        const id = live.pick(cmd.pick);
        if (id === undefined) continue;
        expect(engine.cancel(id)).toBe(naive.cancel(id));
        live.remove(id);
        continue;
      }
      const taker = toTaker(cmd, nextId++);
      const a = engine.place({ ...taker });
      const b = naive.place({ ...taker });
      expect([a.done.sort((x, y) => x - y), a.rested]).toEqual([b.done.sort((x, y) => x - y), b.rested]);
      finished += a.done.length;
      for (const id of a.done) live.remove(id);
      if (a.rested) live.add(taker.id);
    }
    expect(finished).toBeGreaterThan(500);
  });
});
