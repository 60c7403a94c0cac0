/**
 * Pure aggregation of trades into the bars of one symbol and interval. Bars roll on aligned
 * boundaries (intervals.ts); an interval without trades produces a flat bar at the last close so
 * charts stay continuous while the server runs. A bar opens at its first trade.
 */
import type { KlineInterval } from '@contract/primitives';
import { mulUnits } from '../money';
import { barOpen, INTERVAL_MS } from '../catalogue/intervals';
import { flatBar, type BarUnits } from './bar';

/** After a long pause (e.g. a restart) the gap stays empty instead of being filled with flat bars. */
const MAX_GAP_BARS = 1000;

export interface SeriesChange {
  /** bars that were finished by this change, oldest first */
  closed: BarUnits[];
  current: BarUnits;
}

export class KlineSeries {
  private cur: BarUnits | null;
  private prev: BarUnits | null;

  constructor(
    readonly interval: KlineInterval,
    current: BarUnits | null = null,
    previous: BarUnits | null = null,
  ) {
    this.cur = current;
    this.prev = previous;
  }

  get current(): BarUnits | null {
    return this.cur;
  }

  /** The previous and the current bar (what a kline channel snapshot carries), oldest first. */
  lastTwo(): BarUnits[] {
    return [this.prev, this.cur].filter((b): b is BarUnits => b !== null);
  }

  /** Folds one trade. A trade stamped before the current bar (clock skew) counts in the current bar. */
  apply(price: bigint, qty: bigint, ts: number): SeriesChange {
    const rolled = this.roll(ts);
    const closed = rolled?.closed ?? [];
    const q = mulUnits(price, qty);
    const cur = this.cur;
    if (!cur || cur.v === 0n) {
      // a bar without trades yet (opened flat at roll-over) takes its first trade as the open
      this.cur = { t: cur?.t ?? barOpen(ts, this.interval), o: price, h: price, l: price, c: price, v: qty, q };
    } else {
      this.cur = {
        t: cur.t,
        o: cur.o,
        h: price > cur.h ? price : cur.h,
        l: price < cur.l ? price : cur.l,
        c: price,
        v: cur.v + qty,
        q: cur.q + q,
      };
    }
    return { closed, current: this.cur! };
  }

  /**
   * Closes the current bar when `now` is past its end; null when nothing changed. Skipped
   * intervals become flat bars unless `fillGap` is false or the gap is too long.
   */
  roll(now: number, fillGap = true): SeriesChange | null {
    const cur = this.cur;
    if (!cur) return null;
    const len = INTERVAL_MS[this.interval];
    const open = barOpen(now, this.interval);
    if (open <= cur.t) return null;
    const closed = [cur];
    const gap = (open - cur.t) / len - 1;
    if (fillGap && gap <= MAX_GAP_BARS) {
      for (let t = cur.t + len; t < open; t += len) closed.push(flatBar(t, cur.c));
    }
    this.prev = closed[closed.length - 1]!;
    this.cur = flatBar(open, cur.c);
    return { closed, current: this.cur };
  }
}
