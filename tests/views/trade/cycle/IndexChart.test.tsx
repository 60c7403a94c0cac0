// @vitest-environment jsdom
import '../../components/charts/canvasStub';
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { IndexTick } from '@contract/cycle';
import { IndexChart } from '../../../../src/views/trade/cycle/chart/IndexChart';
import { indexTick } from '../../../helpers/cycle-fixtures';
import { fakePlotFactory } from '../../components/charts/fakePlot';

function setup() {
  const { factory, plots } = fakePlotFactory();
  const ticks = new Subject<readonly IndexTick[]>();
  let renders = 0;
  const view = render(
    <Profiler id="chart" onRender={() => renders++}>
      <IndexChart ticks$={ticks} pricePrecision={2} label="Live index price of BTC/USDT" createPlot={factory} />
    </Profiler>,
  );
  return { ticks, plots, root: view.container.querySelector<HTMLElement>('.cycle-chart')!, renders: () => renders };
}

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
});
