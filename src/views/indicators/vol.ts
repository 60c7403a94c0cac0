import type { Line, Values } from './line';
import { sma } from './ma';

export interface Volume {
  /** the bar volumes themselves, drawn as columns */
  volume: Line;
  /** one moving average of the volume per requested period */
  averages: Line[];
}

/** VOL: the volume columns plus their moving averages (5 and 10 bars by default). */
export function vol(volumes: Values, periods: readonly number[] = [5, 10]): Volume {
  return {
    volume: Array.from(volumes, (v) => v ?? null),
    averages: periods.map((p) => sma(volumes, p)),
  };
}
