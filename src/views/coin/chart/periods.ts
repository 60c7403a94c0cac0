import type { KlineInterval } from '../../../../contract/primitives';
import type { ChartMode } from '../../components/charts/kline/mainPaneOptions';

/** The chart's interval tabs: time-share is the 30 s feed drawn as a line, the rest are candles. */
export const CHART_PERIODS = ['time', '1m', '5m', '15m', '30m', '1h', '2h', '1D', '1W'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export function periodInterval(period: ChartPeriod): KlineInterval {
  return period === 'time' ? '30s' : period;
}

export function periodMode(period: ChartPeriod): ChartMode {
  return period === 'time' ? 'line' : 'candle';
}
