import type { Line, Values } from './line';

/**
 * Relative strength index with Wilder's smoothing: the first averages are plain means of the first
 * `period` gains and losses, then avg = (prev × (period − 1) + current) / period. Defined from index
 * `period` on (it needs `period` price changes). No losses at all gives 100, no movement gives 50.
 */
export function rsi(values: Values, period = 14): Line {
  const out: Line = new Array(values.length).fill(null);
  let avgGain = 0;
  let avgLoss = 0;
  for (let i = 1; i < values.length; i++) {
    const change = (values[i] as number) - (values[i - 1] as number);
    const gain = change > 0 ? change : 0;
    const loss = change < 0 ? -change : 0;
    if (i <= period) {
      avgGain += gain / period;
      avgLoss += loss / period;
      if (i < period) continue;
    } else {
      avgGain = (avgGain * (period - 1) + gain) / period;
      avgLoss = (avgLoss * (period - 1) + loss) / period;
    }
    out[i] = strength(avgGain, avgLoss);
  }
  return out;
}

function strength(avgGain: number, avgLoss: number): number {
  if (avgLoss === 0) return avgGain === 0 ? 50 : 100;
  return 100 - 100 / (1 + avgGain / avgLoss);
}
