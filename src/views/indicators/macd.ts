import type { Line, Values } from './line';
import { ema } from './ema';

export interface Macd {
  /** EMA(fast) − EMA(slow) */
  dif: Line;
  /** EMA(signal) of DIF */
  dea: Line;
  /** DIF − DEA, drawn as the histogram */
  hist: Line;
}

export function macd(values: Values, fast = 12, slow = 26, signal = 9): Macd {
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const dif: Line = fastLine.map((f, i) => {
    const s = slowLine[i];
    return f == null || s == null ? null : f - s;
  });
  const dea = ema(dif, signal);
  const hist: Line = dif.map((d, i) => {
    const e = dea[i];
    return d == null || e == null ? null : d - e;
  });
  return { dif, dea, hist };
}
