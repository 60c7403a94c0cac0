// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CHART_PREFS_KEY, DEFAULT_CHART_PREFS, loadChartPrefs, saveChartPrefs } from '../../../../src/views/coin/chart/chartPrefs';

describe('chart preferences', () => {
  beforeEach(() => localStorage.clear());

  it('defaults when nothing is stored', () => {
    expect(loadChartPrefs()).toEqual(DEFAULT_CHART_PREFS);
  });

  it('reads back what was saved', () => {
    saveChartPrefs({ period: 'time', main: 'BOLL', sub: 'RSI' });
    expect(loadChartPrefs()).toEqual({ period: 'time', main: 'BOLL', sub: 'RSI' });
  });

  it.each([
    ['not json', DEFAULT_CHART_PREFS],
    ['{"period":"3m","main":"KDJ","sub":"MACD"}', { ...DEFAULT_CHART_PREFS, sub: 'MACD' }],
    ['null', DEFAULT_CHART_PREFS],
  ])('falls back field by field for %s', (stored, expected) => {
    localStorage.setItem(CHART_PREFS_KEY, stored);
    expect(loadChartPrefs()).toEqual(expected);
  });
});
