import type { Line, Values } from './line';

/**
 * Exponential moving average, alpha = 2 / (period + 1), seeded with the simple average of the first
 * `period` defined values (the usual charting convention, so the first value does not dominate).
 * A `null` input restarts the warm-up.
 */
export function ema(values: Values, period: number): Line {
  const alpha = 2 / (period + 1);
  const out: Line = new Array(values.length);
  let prev: number | null = null;
  let warmSum = 0;
  let warmCount = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v == null) {
      prev = null;
      warmSum = 0;
      warmCount = 0;
      out[i] = null;
      continue;
    }
    if (prev != null) {
      prev = alpha * v + (1 - alpha) * prev;
    } else {
      warmSum += v;
      warmCount++;
      if (warmCount === period) prev = warmSum / period;
    }
    out[i] = prev;
  }
  return out;
}
