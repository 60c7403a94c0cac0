import type { Line, Values } from './line';
import { sma } from './ma';

export interface Bollinger {
  mid: Line;
  upper: Line;
  lower: Line;
}

/** Bollinger bands: SMA(period) ± mult × population standard deviation of the same window. */
export function boll(values: Values, period = 20, mult = 2): Bollinger {
  const mid = sma(values, period);
  const upper: Line = new Array(values.length);
  const lower: Line = new Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const m = mid[i];
    if (m == null) {
      upper[i] = null;
      lower[i] = null;
      continue;
    }
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) {
      const d = (values[j] as number) - m;
      squares += d * d;
    }
    const band = mult * Math.sqrt(squares / period);
    upper[i] = m + band;
    lower[i] = m - band;
  }
  return { mid, upper, lower };
}
