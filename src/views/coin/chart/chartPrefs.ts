import { localStore } from '../../../api/local-store';
import { MAIN_INDICATORS, SUB_INDICATORS, type MainIndicator, type SubIndicator } from '../../components/charts/kline/indicatorNames';
import { CHART_PERIODS, type ChartPeriod } from './periods';

/** The chart choices a trader expects to find again on the next visit. */
export interface ChartPrefs {
  period: ChartPeriod;
  main: MainIndicator;
  sub: SubIndicator;
}

export const CHART_PREFS_KEY = 'COIN_CHART';
export const DEFAULT_CHART_PREFS: ChartPrefs = { period: '15m', main: 'MA', sub: 'VOL' };

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads the stored choices; anything unknown (an old or hand-edited value) falls back to the default. */
export function loadChartPrefs(): ChartPrefs {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStore.get(CHART_PREFS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A corrupt entry is ignored; the next save overwrites it.
  }
  return {
    period: oneOf(CHART_PERIODS, stored.period, DEFAULT_CHART_PREFS.period),
    main: oneOf<MainIndicator>([...MAIN_INDICATORS, 'NONE'], stored.main, DEFAULT_CHART_PREFS.main),
    sub: oneOf<SubIndicator>([...SUB_INDICATORS, 'NONE'], stored.sub, DEFAULT_CHART_PREFS.sub),
  };
}

export function saveChartPrefs(prefs: ChartPrefs): void {
  localStore.set(CHART_PREFS_KEY, JSON.stringify(prefs));
}
