import type { Line, Values } from './line';

/**
 * Simple moving average over `period` values. A window containing a `null` is `null`, so an SMA of
 * another indicator starts only once that indicator has `period` defined values.
 */
export function sma(values: Values, period: number): Line {
  const out: Line = new Array(values.length);
  let sum = 0;
  let defined = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v != null) {
      sum += v;
      defined++;
    }
    if (i >= period) {
      const old = values[i - period];
      if (old != null) {
        sum -= old;
        defined--;
      }
    }
    out[i] = i >= period - 1 && defined === period ? sum / period : null;
  }
  return out;
}
