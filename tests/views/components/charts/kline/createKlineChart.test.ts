// @vitest-environment jsdom
import { canvasCalls } from '../canvasStub';
import uPlot from 'uplot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKlineChart, type KlineChartOptions } from '../../../../../src/views/components/charts/kline/createKlineChart';
import type { Readout } from '../../../../../src/views/components/charts/kline/readout';
import type { PlotFactory } from '../../../../../src/views/components/charts/plotFactory';
import { bar, rising } from '../bars';

/** Real uPlot instances (on the stub canvas) whose setData calls are counted. */
function countingFactory() {
  const plots: uPlot[] = [];
  const setData: ReturnType<typeof vi.fn>[] = [];
  const factory: PlotFactory = (opts, data, target) => {
    const u = new uPlot(opts, data, target);
    const spy = vi.spyOn(u, 'setData');
    plots.push(u);
    setData.push(spy);
    return u;
  };
  return { factory, plots, setData };
}

function mount(overrides: Partial<KlineChartOptions> = {}) {
  const mainEl = document.body.appendChild(document.createElement('div'));
  const subEl = document.body.appendChild(document.createElement('div'));
  const { factory, plots, setData } = countingFactory();
  const readouts: (Readout | null)[] = [];
  const chart = createKlineChart(mainEl, subEl, {
    interval: '1m',
    mode: 'candle',
    main: 'MA',
    sub: 'VOL',
    width: 360,
    mainHeight: 260,
    subHeight: 96,
    formatPrice: (v) => v.toFixed(2),
    formatVolume: (v) => v.toFixed(0),
    onReadout: (r) => readouts.push(r),
    onReachLeftEdge: () => Promise.resolve(0),
    createPlot: factory,
    ...overrides,
  });
  return { chart, plots, setData, readouts };
}

/** fillRect calls painted in the chart's up or down colour (candle bodies and wicks, histogram columns). */
const painted = () => canvasCalls.filter((c) => c.name === 'fillRect' && (c.fillStyle === '#0ecb81' || c.fillStyle === '#f6465d'));
const flush = () => new Promise((resolve) => queueMicrotask(() => resolve(undefined)));

afterEach(() => {
  document.body.innerHTML = '';
  canvasCalls.length = 0;
});

describe('createKlineChart (real uPlot)', () => {
  it('creates one main and one sub pane and calls setData once per pane per frame', () => {
    const { chart, plots, setData } = mount();
    expect(plots).toHaveLength(2);
    chart.setBars(rising(30));
    chart.setBars(rising(31));
    chart.setBars(rising(31));
    expect(setData[0]).toHaveBeenCalledTimes(3);
    expect(setData[1]).toHaveBeenCalledTimes(3);
    chart.destroy();
  });

  it('gives uPlot columnar data in seconds with the indicator lines', () => {
    const { chart, plots } = mount();
    chart.setBars(rising(10));
    const data = plots[0]!.data;
    expect(data).toHaveLength(7);
    expect(data[0]![0]).toBe(1_700_000_000);
    // MA7 of closes 100.5 … 109.5 at the last bar: mean of 103.5 … 109.5
    expect(data[4]![9]).toBeCloseTo(106.5, 6);
    chart.destroy();
  });

  it('paints the visible candles in the draw hook: a wick and a body each', async () => {
    const { chart } = mount();
    const bars = [bar(0, 10, 12, 9, 11), bar(1, 11, 11.5, 8, 9)];
    chart.setBars(bars);
    await flush();
    canvasCalls.length = 0;
    chart.setBars(bars);
    // 2 candles × (wick + body) on the main pane, 2 volume columns on the sub-pane
    expect(painted()).toHaveLength(6);
    expect(painted().filter((c) => c.fillStyle === '#0ecb81')).toHaveLength(3);
    chart.destroy();
  });

  it('draws no candles in time-share (line) mode', async () => {
    const { chart } = mount({ mode: 'line', sub: 'NONE' });
    chart.setBars(rising(5));
    await flush();
    expect(painted()).toHaveLength(0);
    chart.destroy();
  });

  it('does not feed a hidden sub-pane', () => {
    const { chart, setData } = mount({ sub: 'NONE' });
    chart.setBars(rising(5));
    expect(setData[1]).not.toHaveBeenCalled();
    chart.setIndicators('EMA', 'RSI');
    expect(setData[1]).toHaveBeenCalledTimes(1);
    chart.destroy();
  });

  it('reports the live bar in the read-out until the cursor points at another', () => {
    const { chart, readouts } = mount();
    chart.setBars([bar(0, 10, 12, 9, 11, 4), bar(1, 11, 13, 10, 12.1, 5)]);
    const last = readouts[readouts.length - 1]!;
    expect(last).toMatchObject({ index: 1, open: 11, high: 13, low: 10, close: 12.1, volume: 5 });
    expect(last.change).toBeCloseTo(10, 6);
    expect(last.sub.map((l) => l.key)).toEqual(['VOL', 'MA5', 'MA10']);
    chart.destroy();
  });

  it('clears the chart on an interval switch until the new interval arrives', () => {
    const { chart, plots, readouts } = mount();
    chart.setBars(rising(5));
    chart.setInterval('1h');
    expect(plots[0]!.data[0]).toHaveLength(0);
    expect(readouts[readouts.length - 1]).toBeNull();
    chart.destroy();
  });
});
