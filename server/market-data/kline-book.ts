/**
 * The live candles of every symbol and interval: folds trades, rolls bars on time, publishes the
 * current bar on the bus ('kline') and remembers which bars changed until they are persisted.
 */
import type { Bar } from '@contract/market';
import { KLINE_INTERVALS, type KlineInterval } from '@contract/primitives';
import type { Bus } from '../bus';
import { barToWire, type BarUnits } from './bar';
import { KlineSeries, type SeriesChange } from './kline-series';
import type { StoredBar } from './kline-store';
import { findBook, LISTED_BOOKS, type ListedBook } from './listed-books';

const key = (symbol: string, interval: string) => `${symbol}|${interval}`;

export class KlineBook {
  private readonly series = new Map<string, KlineSeries>();
  private dirty = new Map<string, StoredBar>();

  constructor(private readonly bus: Bus) {
    for (const def of LISTED_BOOKS)
      for (const interval of KLINE_INTERVALS) this.series.set(key(def.symbol, interval), new KlineSeries(interval));
  }

  /** Restores a series from its stored bars (newest first); the current bar continues where it stopped. */
  restore(symbol: string, interval: KlineInterval, newestFirst: readonly BarUnits[], now: number): void {
    const [current = null, previous = null] = newestFirst;
    const series = new KlineSeries(interval, current, previous);
    // the time the server was down stays a gap rather than a run of invented flat bars
    const change = series.roll(now, false);
    this.series.set(key(symbol, interval), series);
    if (change) this.record(symbol, interval, change);
  }

  applyTrade(symbol: string, price: bigint, qty: bigint, ts: number): void {
    const def = findBook(symbol);
    if (!def) return;
    for (const interval of KLINE_INTERVALS) {
      const change = this.series.get(key(symbol, interval))!.apply(price, qty, ts);
      this.record(symbol, interval, change);
      this.bus.emit('kline', symbol, interval, barToWire(change.current, def));
    }
  }

  /** Opens the next bar of every series whose interval ended, so a quiet market still moves on. */
  roll(now: number): void {
    for (const def of LISTED_BOOKS) {
      for (const interval of KLINE_INTERVALS) {
        const change = this.series.get(key(def.symbol, interval))!.roll(now);
        if (!change) continue;
        this.record(def.symbol, interval, change);
        this.bus.emit('kline', def.symbol, interval, barToWire(change.current, def));
      }
    }
  }

  /** The previous and the current bar, oldest first (a kline channel's snapshot). */
  currentBars(symbol: string, interval: KlineInterval): Bar[] {
    const def = findBook(symbol);
    const series = this.series.get(key(symbol, interval));
    if (!def || !series) return [];
    return series.lastTwo().map((b) => barToWire(b, def));
  }

  /** Bars not yet in the database plus the live ones, so a query can overlay them on stored rows. */
  unsaved(symbol: string, interval: KlineInterval): BarUnits[] {
    const live = this.series.get(key(symbol, interval))?.lastTwo() ?? [];
    const pending = [...this.dirty.values()].filter((b) => b.symbol === symbol && b.interval === interval);
    return [...pending, ...live];
  }

  /** Hands over the changed bars for persisting; give them back with `requeue` if the write failed. */
  takeDirty(): StoredBar[] {
    const bars = [...this.dirty.values()];
    this.dirty = new Map();
    return bars;
  }

  requeue(bars: readonly StoredBar[]): void {
    for (const b of bars) {
      const k = `${key(b.symbol, b.interval)}|${b.t}`;
      if (!this.dirty.has(k)) this.dirty.set(k, b);
    }
  }

  wire(symbol: string, bars: readonly BarUnits[]): Bar[] {
    const def: ListedBook | undefined = findBook(symbol);
    return def ? bars.map((b) => barToWire(b, def)) : [];
  }

  private record(symbol: string, interval: KlineInterval, change: SeriesChange): void {
    for (const bar of [...change.closed, change.current]) this.dirty.set(`${key(symbol, interval)}|${bar.t}`, { ...bar, symbol, interval });
  }
}
