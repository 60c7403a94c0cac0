import type { Bar } from '@contract/market';

/**
 * The live-candle rule (as lightweight-charts' `update`): a bar with the open time of the last bar
 * replaces it, a later one is appended, an older one is ignored. Bars are oldest first.
 */
export function mergeKline(bars: readonly Bar[], bar: Bar): readonly Bar[] {
  const last = bars[bars.length - 1];
  if (!last || bar.t > last.t) return [...bars, bar];
  if (bar.t < last.t) return bars;
  const next = bars.slice();
  next[next.length - 1] = bar;
  return next;
}

/** Folds several bars (a kline snapshot, or live bars buffered during a history fetch) in order. */
export function mergeKlines(bars: readonly Bar[], incoming: readonly Bar[]): readonly Bar[] {
  return incoming.reduce<readonly Bar[]>(mergeKline, bars);
}

/**
 * Puts older history (oldest first) in front of the bars; only bars strictly older than the first
 * one already held are taken, so an overlapping page never duplicates a candle.
 */
export function prependHistory(bars: readonly Bar[], older: readonly Bar[]): readonly Bar[] {
  const first = bars[0];
  if (!first) return older;
  const before = older.filter((bar) => bar.t < first.t);
  return before.length === 0 ? bars : [...before, ...bars];
}
