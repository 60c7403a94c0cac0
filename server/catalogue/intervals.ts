/** Kline intervals and bar alignment: bars open on multiples of their length since the epoch, weeks on Monday 00:00 UTC. */
import { KLINE_INTERVALS, type KlineInterval } from '@contract/primitives';

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
export const YEAR_MS = 365.25 * DAY_MS;

export const INTERVAL_MS: Readonly<Record<KlineInterval, number>> = {
  '30s': 30 * SECOND_MS,
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': HOUR_MS,
  '2h': 2 * HOUR_MS,
  '1D': DAY_MS,
  '1W': WEEK_MS,
};

/** 1970-01-01 was a Thursday; the first Monday 00:00 UTC is four days later. */
const WEEK_ANCHOR_MS = 4 * DAY_MS;

/** Open time of the bar of `interval` that contains `t`. */
export function barOpen(t: number, interval: KlineInterval): number {
  const len = INTERVAL_MS[interval];
  const anchor = interval === '1W' ? WEEK_ANCHOR_MS : 0;
  const offset = (((t - anchor) % len) + len) % len;
  return t - offset;
}

export function isInterval(value: string): value is KlineInterval {
  return (KLINE_INTERVALS as readonly string[]).includes(value);
}

/** Coarsest first: history is generated top-down (1W, then 1D inside each week, ...). */
export const INTERVALS_COARSE_FIRST: readonly KlineInterval[] = [...KLINE_INTERVALS].reverse();
