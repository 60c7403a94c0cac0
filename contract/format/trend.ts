export type Trend = 'up' | 'down' | 'flat';

/** The direction of a signed decimal string such as a 24 h change ("-1.25"). */
export function trendOf(change: string): Trend {
  const n = Number(change);
  return n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
}
