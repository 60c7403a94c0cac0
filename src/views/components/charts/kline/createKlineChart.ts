import type uPlot from 'uplot';
import type { Bar } from '@contract/market';
import type { KlineInterval } from '@contract/primitives';
import { createPalette, readPalette, watchTheme } from '../palette';
import { createUPlot, type PlotFactory } from '../plotFactory';
import { createColumnConverter } from './columns';
import { attachGestures } from './gestures';
import type { MainIndicator, SubIndicator } from './indicatorNames';
import { mainLines, subPane } from './indicatorSet';
import { INTERVAL_SECONDS } from './intervals';
import { mainPaneOptions, type ChartMode, type MainPaneState } from './mainPaneOptions';
import { VALUE_AXIS_SIZE } from './paneCommon';
import { mainData, subData } from './paneData';
import { buildReadout, type Readout } from './readout';
import { subPaneOptions, type SubPaneState } from './subPaneOptions';
import { createViewport } from './viewportController';

export interface KlineChartOptions {
  interval: KlineInterval;
  mode: ChartMode;
  main: MainIndicator;
  sub: SubIndicator;
  width: number;
  mainHeight: number;
  subHeight: number;
  formatPrice: (v: number) => string;
  formatVolume: (v: number) => string;
  /** the hovered bar, else the live bar; null while there are no bars */
  onReadout: (r: Readout | null) => void;
  /** asked when the view reaches the oldest bar; resolves to the number of older bars added */
  onReachLeftEdge: () => Promise<number>;
  createPlot?: PlotFactory;
}

/** The imperative candle chart: a main pane and an indicator sub-pane fed one frame of bars at a time. */
export interface KlineChart {
  /** one call per frame: converts the bars once and calls setData once per pane */
  setBars(bars: readonly Bar[]): void;
  /** clears the chart until the new interval's first frame */
  setInterval(interval: KlineInterval): void;
  setMode(mode: ChartMode): void;
  setIndicators(main: MainIndicator, sub: SubIndicator): void;
  resize(width: number, mainHeight: number, subHeight: number): void;
  destroy(): void;
}

let chartCount = 0;

export function createKlineChart(mainEl: HTMLElement, subEl: HTMLElement, opts: KlineChartOptions): KlineChart {
  const createPlot = opts.createPlot ?? createUPlot;
  const palette = readPalette(mainEl, createPalette());
  const syncKey = `kline-${++chartCount}`;
  const toColumns = createColumnConverter();
  let cols = toColumns([]);
  let main = opts.main;
  let sub = opts.sub;
  let overlay = mainLines(cols, main);
  const mainState: MainPaneState = { cols, step: INTERVAL_SECONDS[opts.interval], mode: opts.mode };
  const subState: SubPaneState = { times: cols.t, step: mainState.step, pane: subPane(cols, sub) };
  let width = opts.width;
  let hoverIdx: number | null = null;

  const publishReadout = () => {
    const index = hoverIdx ?? cols.length - 1;
    opts.onReadout(
      index >= 0 && index < cols.length ? buildReadout(index, cols, overlay, sub === 'NONE' ? null : subState.pane, palette) : null,
    );
  };
  const onCursor = (u: uPlot) => {
    hoverIdx = u.cursor.idx ?? null;
    publishReadout();
  };
  const formatSub = (v: number) => (sub === 'VOL' ? opts.formatVolume(v) : sub === 'RSI' ? v.toFixed(0) : opts.formatPrice(v));
  const env = (height: number, formatValue: (v: number) => string) => ({ palette, syncKey, width, height, formatValue, onCursor });
  const mainPlot = createPlot(mainPaneOptions(mainState, env(opts.mainHeight, opts.formatPrice)), mainData(cols, overlay), mainEl);
  const subPlot = createPlot(subPaneOptions(subState, env(opts.subHeight, formatSub)), subData(cols, subState.pane), subEl);
  const plots = () => (sub === 'NONE' ? [mainPlot] : [mainPlot, subPlot]);

  const viewport = createViewport({
    plotWidth: () => Math.max(1, width - VALUE_AXIS_SIZE),
    toSeconds: (x) => mainPlot.posToVal(x, 'x'),
    apply: (view) => plots().forEach((p) => p.setScale('x', { min: view.min, max: view.max })),
    onReachLeftEdge: opts.onReachLeftEdge,
  });

  const render = () => {
    mainState.cols = cols;
    subState.times = cols.t;
    const view = viewport.current();
    const feed = (plot: uPlot, data: uPlot.AlignedData) => {
      if (!view) return plot.setData(data);
      plot.batch(() => {
        plot.setData(data, false);
        plot.setScale('x', { min: view.min, max: view.max });
      });
    };
    feed(mainPlot, mainData(cols, overlay));
    if (sub !== 'NONE') feed(subPlot, subData(cols, subState.pane));
  };

  const recompute = () => {
    overlay = mainLines(cols, main);
    subState.pane = subPane(cols, sub);
  };

  const detachGestures = [mainPlot.over, subPlot.over].map((el) => attachGestures(el, viewport.gestures));
  const stopTheme = watchTheme(() => {
    readPalette(mainEl, palette);
    plots().forEach((p) => p.redraw(false));
  });

  return {
    setBars(bars) {
      cols = toColumns(bars);
      recompute();
      viewport.onData(cols.length ? { first: cols.t[0] as number, last: cols.t[cols.length - 1] as number, step: mainState.step } : null);
      render();
      publishReadout();
      viewport.checkLeftEdge();
    },
    setInterval(interval) {
      mainState.step = subState.step = INTERVAL_SECONDS[interval];
      hoverIdx = null;
      viewport.reset();
      cols = toColumns([]);
      recompute();
      render();
      publishReadout();
    },
    setMode(mode) {
      mainState.mode = mode;
      mainPlot.redraw(true);
    },
    setIndicators(nextMain, nextSub) {
      main = nextMain;
      sub = nextSub;
      recompute();
      render();
      publishReadout();
    },
    resize(nextWidth, mainHeight, subHeight) {
      width = nextWidth;
      mainPlot.setSize({ width, height: mainHeight });
      if (subHeight > 0) subPlot.setSize({ width, height: subHeight });
    },
    destroy() {
      viewport.reset();
      detachGestures.forEach((detach) => detach());
      stopTheme();
      mainPlot.destroy();
      subPlot.destroy();
    },
  };
}
