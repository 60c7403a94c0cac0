/**
 * A seeded command mix for the engine benchmarks: about 60% limit, 15% market, 25% cancel, on one
 * symbol (BTCUSDT units: tick 0.01, lot 0.00001). Like a real book, limit orders quote their own
 * side of 64000: a bid from 0.20 above to 6.00 below it (an ask mirrored), so about 3% cross and
 * the rest build a book of several hundred levels a side and thousands of orders.
 */
import { Rng } from '../../server/simulator/prng';
import { ONE } from '../../server/money';

export type BenchCommand =
  | { kind: 'limit'; userId: number; side: 'buy' | 'sell'; price: bigint; qty: bigint }
  /** `amount`: USDT to spend for a buy, base quantity for a sell */
  | { kind: 'market'; userId: number; side: 'buy' | 'sell'; amount: bigint }
  /** cancels the live order at `pick` (0..1) of the live list */
  | { kind: 'cancel'; pick: number };

const MID = 64_000n * ONE;
const TICK = ONE / 100n;
const QTY_STEP = ONE / 1000n;
export const BENCH_USERS = 8;

export function generateWorkload(seed: number, count: number): BenchCommand[] {
  const rng = new Rng(seed);
  const int = (n: number) => BigInt(Math.floor(rng.next() * n));
  const out: BenchCommand[] = [];
  for (let i = 0; i < count; i++) {
    const roll = rng.next();
    const userId = 1 + Math.floor(rng.next() * BENCH_USERS);
    const side = rng.chance(0.5) ? 'buy' : 'sell';
    if (roll < 0.6) {
      const away = TICK * (int(621) - 20n);
      out.push({ kind: 'limit', userId, side, price: side === 'buy' ? MID - away : MID + away, qty: QTY_STEP * (1n + int(100)) });
    } else if (roll < 0.75)
      out.push({ kind: 'market', userId, side, amount: side === 'buy' ? ONE * (50n + int(2000)) : QTY_STEP * (1n + int(50)) });
    else out.push({ kind: 'cancel', pick: rng.next() });
  }
  return out;
}

/** Ids of resting orders, with O(1) add, remove and pick. */
export class LiveOrders {
  private readonly ids: number[] = [];
  private readonly index = new Map<number, number>();

  get size(): number {
    return this.ids.length;
  }

  add(id: number): void {
    if (this.index.has(id)) return;
    this.index.set(id, this.ids.length);
    this.ids.push(id);
  }

  remove(id: number): void {
    const i = this.index.get(id);
    if (i === undefined) return;
    const last = this.ids.pop()!;
    if (i < this.ids.length) {
      this.ids[i] = last;
      this.index.set(last, i);
    }
    this.index.delete(id);
  }

  pick(fraction: number): number | undefined {
    return this.ids[Math.floor(fraction * this.ids.length)];
  }
}
