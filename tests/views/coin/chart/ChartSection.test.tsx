// @vitest-environment jsdom
import '../../components/charts/canvasStub';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_PREFS_KEY } from '../../../../src/views/coin/chart/chartPrefs';
import { ChartSection } from '../../../../src/views/coin/chart/ChartSection';
import { rising } from '../../components/charts/bars';
import { fakePlotFactory } from '../../components/charts/fakePlot';
import { setupCoinI18n } from '../coinI18n';
import { chartLoaded } from './chartLoaded';
import { loadOlderKlines, push, resetFeeds, subscribed, subscriptions } from '../streams-double';

vi.mock('../../../../src/streams', () => import('../streams-double'));

async function setup() {
  const { factory, plots } = fakePlotFactory();
  let renders = 0;
  const view = render(
    <Profiler id="section" onRender={() => renders++}>
      <ChartSection symbol="BTCUSDT" pricePrecision={2} createPlot={factory} />
    </Profiler>,
  );
  await chartLoaded();
  return { plots, view, renders: () => renders };
}

const tab = (name: string) => screen.getByRole('tab', { name });
/** An interval behind "More" (not one of the bar's tabs). */
function pickMore(name: string) {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: /^More/ }));
  });
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('ChartSection', () => {
  beforeAll(setupCoinI18n);
  beforeEach(() => {
    resetFeeds();
    localStorage.clear();
  });
  afterEach(cleanup);

  it('subscribes the new interval and unsubscribes the old on a switch', async () => {
    await setup();
    expect([...subscribed]).toEqual(['kline.BTCUSDT.15m']);
    pickMore('5m');
    expect([...subscribed]).toEqual(['kline.BTCUSDT.5m']);
    act(() => {
      fireEvent.click(tab('Time'));
    });
    expect([...subscribed]).toEqual(['kline.BTCUSDT.30s']);
    expect(subscriptions).toEqual(['kline.BTCUSDT.15m', 'kline.BTCUSDT.5m', 'kline.BTCUSDT.30s']);
  });

  it('redraws with the new interval only: frames of the old one no longer reach the chart', async () => {
    const { plots } = await setup();
    act(() => push('kline.BTCUSDT.15m', rising(10, 0, 900)));
    act(() => {
      fireEvent.click(tab('1h'));
    });
    const calls = plots[0]!.setData.mock.calls.length;
    act(() => push('kline.BTCUSDT.15m', rising(11, 0, 900)));
    expect(plots[0]!.setData.mock.calls.length).toBe(calls);
    act(() => push('kline.BTCUSDT.1h', rising(5, 0, 3600)));
    expect(plots[0]!.setData.mock.calls.length).toBe(calls + 1);
    expect(plots[0]!.data[0]).toHaveLength(5);
  });

  it('renders on choices, not on frames, and writes the read-out into the DOM', async () => {
    const { renders, view } = await setup();
    const before = renders();
    for (let n = 0; n < 4; n++) act(() => push('kline.BTCUSDT.15m', rising(20 + n, 0, 900)));
    expect(renders()).toBe(before);
    // the live bar of the last frame: index 22 opens at 122 and closes at 122.5
    const close = view.container.querySelector('[data-field="close"]');
    expect(close?.textContent).toBe('122.50');
    expect(view.container.querySelector('.line-legend__item')?.textContent).toMatch(/^MA7 /);
  });

  it('loads older history for the shown symbol and interval at the left edge', async () => {
    await setup();
    act(() => {
      fireEvent.click(tab('1m'));
    });
    // 20 bars are fewer than the opening view: the oldest bar is on screen at once
    act(() => push('kline.BTCUSDT.1m', rising(20)));
    expect(loadOlderKlines).toHaveBeenCalledWith('BTCUSDT', '1m');
  });

  it('remembers the interval and indicators across visits', async () => {
    const first = await setup();
    act(() => {
      fireEvent.click(tab('1D'));
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'EMA' }));
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'VOL' }));
    });
    expect(JSON.parse(localStorage.getItem(CHART_PREFS_KEY) ?? '{}')).toEqual({ period: '1D', main: 'EMA', sub: 'NONE' });
    first.view.unmount();
    await setup();
    expect(tab('1D').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'EMA' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'VOL' }).getAttribute('aria-pressed')).toBe('false');
  });
});
