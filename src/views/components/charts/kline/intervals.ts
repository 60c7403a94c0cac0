import type { KlineInterval } from '@contract/primitives';

/** Width of one bar in seconds, the unit of uPlot's time scale. */
export const INTERVAL_SECONDS: Readonly<Record<KlineInterval, number>> = {
  '30s': 30,
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '30m': 1_800,
  '1h': 3_600,
  '2h': 7_200,
  '1D': 86_400,
  '1W': 604_800,
};
