import type { KlineInterval } from '@contract/primitives';
import type { ChartMode } from '../../components/charts/kline/mainPaneOptions';

/** The chart's interval tabs: time-share is the 30 s feed drawn as a line, the rest are candles. */
export const CHART_PERIODS = ['time', '1m', '5m', '15m', '30m', '1h', '2h', '1D', '1W'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** The intervals traders pick most, in the bar; nine tabs do not fit 390 px in every language. */
export const BAR_PERIODS: readonly ChartPeriod[] = ['time', '1m', '15m', '1h', '1D'];
/** The rest, behind "More" (in the order of CHART_PERIODS). */
export const MORE_PERIODS: readonly ChartPeriod[] = CHART_PERIODS.filter((period) => !BAR_PERIODS.includes(period));

export function periodInterval(period: ChartPeriod): KlineInterval {
  return period === 'time' ? '30s' : period;
}

export function periodMode(period: ChartPeriod): ChartMode {
  return period === 'time' ? 'line' : 'candle';
}
