// @vitest-environment jsdom
import '../../components/charts/canvasStub';
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndexTick } from '@contract/cycle';
import { IndexChart } from '../../../../src/views/trade/cycle/chart/IndexChart';
import { indexTick } from '../../../helpers/cycle-fixtures';
import { fakePlotFactory, type FakePlot } from '../../components/charts/fakePlot';

function setup(entries: readonly string[] = []) {
  const { factory, plots } = fakePlotFactory();
  const ticks = new Subject<readonly IndexTick[]>();
  let renders = 0;
  const chart = (shown: readonly string[]) => (
    <Profiler id="chart" onRender={() => renders++}>
      <IndexChart ticks$={ticks} pricePrecision={2} entries={shown} label="Live index price of BTC/USDT" createPlot={factory} />
    </Profiler>
  );
  const view = render(chart(entries));
  return {
    ticks,
    plots,
    root: view.container.querySelector<HTMLElement>('.cycle-chart')!,
    renders: () => renders,
    showEntries: (shown: readonly string[]) => view.rerender(chart(shown)),
  };
}

const redraws = (plot: FakePlot) => (plot as unknown as { redraw: ReturnType<typeof vi.fn> }).redraw.mock.calls.length;

/** The y range the chart asks uPlot for when the ticks span [min, max]. */
const yRange = (plot: FakePlot, min: number, max: number) => {
  const range = plot.opts.scales!.y!.range as (u: unknown, min: number, max: number) => [number, number];
  return range(null, min, max);
};

describe('the index chart', () => {
  afterEach(cleanup);

  it('shows loading until the first tick, then draws the ticks as time (s) and price columns', () => {
    const { ticks, plots, root } = setup();
    expect(root.dataset.state).toBe('loading');
    act(() => ticks.next([indexTick(1, '60000.00', 'BTCUSDT', 1_500), indexTick(2, '60001.25', 'BTCUSDT', 2_250)]));
    expect(root.dataset.state).toBe('ready');
    expect(plots[0]!.data.map((column) => [...column])).toEqual([
      [1.5, 2.25],
      [60000, 60001.25],
    ]);
  });

  it('creates uPlot once and writes each frame with setData, never rendering React for a tick', () => {
    const { ticks, plots, renders } = setup();
    const before = renders();
    for (let seq = 1; seq <= 5; seq++) act(() => ticks.next([indexTick(seq)]));
    expect(plots).toHaveLength(1);
    expect(plots[0]!.setData).toHaveBeenCalledTimes(5);
    expect(renders()).toBe(before);
  });

  it('keeps the entry prices of the open orders in view, and redraws when they change (not per tick)', () => {
    const { plots, showEntries } = setup(['61000.00']);
    const plot = plots[0]!;
    const [low, high] = yRange(plot, 60000, 60010);
    expect(low).toBeLessThan(60000);
    expect(high).toBeGreaterThan(61000);
    const before = redraws(plot);
    showEntries(['59000.00', '61000.00']);
    expect(redraws(plot)).toBe(before + 1);
    expect(yRange(plot, 60000, 60010)[0]).toBeLessThan(59000);
    showEntries([]);
    const [bare] = yRange(plot, 60000, 60010);
    expect(bare).toBeGreaterThan(59990);
  });
});
