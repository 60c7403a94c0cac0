/**
 * A seeded stream of depth updates over a book of about `levels` levels a side: 1-4 changes an
 * update, mostly near the top (as real books move): new quantities (60 %), removals and new levels
 * (20 % each, balanced so the book stays within ±20 % of its size). Checksums are those of the
 * book after each update (docs/protocol.md), so the reducers under test accept every update.
 */
import type { Level } from '@contract/market';
import { depthChecksum } from '../../src/streams/depth-checksum';
import type { DepthMsg } from '../../src/streams/depth-reducer';

const MID_TICKS = 128_000; // 64 000.00 in ticks of 0.50
const price = (ticks: number) => `${Math.floor(ticks / 2)}.${ticks % 2 ? '50' : '00'}`;

export interface DepthWorkload {
  readonly snapshot: DepthMsg;
  readonly updates: readonly DepthMsg[];
}

/** One side as the generator sees it: ticks best first, and the quantity at each. */
interface Side {
  readonly ticks: number[];
  readonly qty: Map<number, string>;
  /** +1 for asks (prices rise away from the top), -1 for bids */
  readonly away: 1 | -1;
}

export function generateDepthWorkload(levels: number, count: number, seed: number): DepthWorkload {
  let state = (seed % 2147483646) + 1;
  const random = () => (state = (state * 16807) % 2147483647) / 2147483647; // Park–Miller: seeded, exact in doubles
  const qty = () => `${Math.floor(random() * 5)}.${String(1 + Math.floor(random() * 9999)).padStart(4, '0')}`;
  const makeSide = (away: 1 | -1, first: number): Side => {
    const ticks = Array.from({ length: levels }, (_, i) => first + away * i);
    return { ticks, qty: new Map(ticks.map((t) => [t, qty()])), away };
  };
  const bids = makeSide(-1, MID_TICKS - 1);
  const asks = makeSide(1, MID_TICKS);
  const levelsOf = (side: Side, n = side.ticks.length): Level[] => side.ticks.slice(0, n).map((t) => [price(t), side.qty.get(t)!]);

  /** Changes one level and returns the change as sent on the wire. */
  function change(side: Side): Level {
    const index = Math.floor(side.ticks.length * random() * random()); // top-heavy
    const roll = random();
    const size = side.ticks.length;
    if ((roll < 0.2 && size > levels * 0.8) || (roll < 0.4 && size > levels * 1.2)) {
      const [tick] = side.ticks.splice(index, 1);
      side.qty.delete(tick!);
      return [price(tick!), '0'];
    }
    if (roll < 0.4) {
      // a new level just beyond the chosen one, where the price is free
      let at = index + 1;
      let tick = side.ticks[index]! + side.away;
      while (side.ticks[at] === tick) {
        tick += side.away;
        at++;
      }
      side.ticks.splice(at, 0, tick);
      side.qty.set(tick, qty());
      return [price(tick), side.qty.get(tick)!];
    }
    const tick = side.ticks[index]!;
    side.qty.set(tick, qty());
    return [price(tick), side.qty.get(tick)!];
  }

  const snapshot: DepthMsg = { type: 'snapshot', seq: 0, data: { bids: levelsOf(bids), asks: levelsOf(asks) } };
  const updates: DepthMsg[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const data = { bids: [] as Level[], asks: [] as Level[], checksum: 0 };
    for (let n = 1 + Math.floor(random() * 4); n > 0; n--) {
      if (random() < 0.5) data.bids.push(change(bids));
      else data.asks.push(change(asks));
    }
    data.checksum = depthChecksum(levelsOf(bids, 25), levelsOf(asks, 25));
    updates.push({ type: 'update', seq, data });
  }
  return { snapshot, updates };
}
