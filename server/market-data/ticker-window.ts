/**
 * Pure 24 h rolling statistics of one symbol, kept as time buckets instead of single trades so
 * memory stays bounded (1440 one-minute buckets at most). Older aggregates (bars loaded at start)
 * can be seeded as wider buckets; a bucket leaves the window when its open time is more than
 * 24 h ago, so the window is exact to one bucket width.
 */
import { mulUnits } from '../money';
import { DAY_MS, MINUTE_MS } from '../catalogue/intervals';
import { mergeBar, type BarUnits } from './bar';

export interface WindowStats {
  last: bigint;
  open: bigint;
  high: bigint;
  low: bigint;
  vol: bigint;
  quoteVol: bigint;
}

export class TickerWindow {
  private buckets: BarUnits[] = [];
  /** aggregate of every bucket but the newest; recomputed only when the bucket list changes */
  private older: BarUnits | null = null;
  private olderValid = true;
  private lastPrice: bigint | null = null;

  constructor(
    private readonly windowMs = DAY_MS,
    private readonly bucketMs = MINUTE_MS,
  ) {}

  /** Adds pre-aggregated buckets (oldest first, all older than any trade added later). */
  seed(buckets: readonly BarUnits[]): void {
    for (const b of buckets) {
      if (b.v === 0n && b.o === b.c && b.h === b.l) {
        this.lastPrice = b.c;
        continue;
      }
      this.buckets.push({ ...b });
      this.lastPrice = b.c;
    }
    this.olderValid = false;
  }

  /** The last price when nothing traded yet (e.g. the close of the history). */
  setLast(price: bigint): void {
    this.lastPrice = price;
  }

  get last(): bigint | null {
    return this.lastPrice;
  }

  add(price: bigint, qty: bigint, ts: number): void {
    this.lastPrice = price;
    const q = mulUnits(price, qty);
    const t = ts - (ts % this.bucketMs);
    const newest = this.buckets[this.buckets.length - 1];
    const trade: BarUnits = { t, o: price, h: price, l: price, c: price, v: qty, q };
    if (newest && newest.t >= t) {
      this.buckets[this.buckets.length - 1] = mergeBar(newest, trade);
      return;
    }
    this.buckets.push(trade);
    this.olderValid = false;
  }

  /** Statistics over the window ending at `now`; null before the first price is known. */
  stats(now: number): WindowStats | null {
    if (this.lastPrice === null) return null;
    this.expire(now);
    const newest = this.buckets[this.buckets.length - 1];
    const last = this.lastPrice;
    if (!newest) return { last, open: last, high: last, low: last, vol: 0n, quoteVol: 0n };
    const older = this.olderAggregate();
    const all = older ? mergeBar(older, newest) : newest;
    return { last, open: all.o, high: all.h, low: all.l, vol: all.v, quoteVol: all.q };
  }

  private expire(now: number): void {
    const cutoff = now - this.windowMs;
    let drop = 0;
    while (drop < this.buckets.length && this.buckets[drop]!.t < cutoff) drop++;
    if (drop === 0) return;
    this.buckets.splice(0, drop);
    this.olderValid = false;
  }

  private olderAggregate(): BarUnits | null {
    if (!this.olderValid) {
      const rest = this.buckets.slice(0, -1);
      this.older = rest.length === 0 ? null : rest.reduce(mergeBar);
      this.olderValid = true;
    }
    return this.older;
  }
}

/** (last - open) / open in percent, rounded half away from zero to 2 decimals: "-1.25". */
export function changePercent(last: bigint, open: bigint): string {
  if (open === 0n) return '0.00';
  const diff = (last - open) * 10_000n;
  const neg = diff < 0n;
  const abs = neg ? -diff : diff;
  const hundredths = (abs * 2n + open) / (2n * open);
  const text = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
  return neg && hundredths !== 0n ? `-${text}` : text;
}
