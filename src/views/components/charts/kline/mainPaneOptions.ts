import uPlot from 'uplot';
import type { ChartPalette } from '../palette';
import { timeLabel } from '../timeLabels';
import type { KlineColumns } from './columns';
import { drawCandles } from './drawCandles';
import { AXIS_FONT, LINE_SLOTS, crosshair, lineSeries, paddedRange, rangeOnlySeries, valueAxis } from './paneCommon';

export type ChartMode = 'candle' | 'line';

/** Mutable drawing state the hooks read at draw time (the sink updates it before each setData). */
export interface MainPaneState {
  cols: KlineColumns;
  step: number;
  mode: ChartMode;
}

export interface PaneEnv {
  palette: ChartPalette;
  syncKey: string;
  width: number;
  height: number;
  formatValue: (v: number) => string;
  onCursor: (u: uPlot) => void;
}

/** Data layout of the main pane: [time, high, low, close, three overlay lines]. */
export const MAIN_CLOSE_SERIES = 3;

const linear = uPlot.paths.linear?.();

export function mainPaneOptions(state: MainPaneState, env: PaneEnv): uPlot.Options {
  const { palette } = env;
  const close: uPlot.Series = {
    // Time-share draws the close as a line; candle mode paints candles in the drawAxes hook instead.
    paths: (u, seriesIdx, idx0, idx1) => (state.mode === 'line' && linear ? linear(u, seriesIdx, idx0, idx1) : null),
    stroke: () => palette.line,
    fill: () => palette.fill,
    width: 1.5,
    points: { show: false },
  };
  const overlays = Array.from({ length: LINE_SLOTS }, (_, slot) => lineSeries(palette, slot));
  return {
    width: env.width,
    height: env.height,
    legend: { show: false },
    padding: [8, 0, 0, 4],
    cursor: crosshair(env.syncKey),
    scales: {
      x: { time: true, auto: false },
      y: { auto: true, range: (_u, min, max) => paddedRange(min, max) },
    },
    series: [{}, rangeOnlySeries(), rangeOnlySeries(), close, ...overlays],
    axes: [
      {
        font: AXIS_FONT,
        size: 22,
        space: 64,
        stroke: () => palette.axis,
        grid: { stroke: () => palette.grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits, _axis, _space, incr) => splits.map((s) => timeLabel(s, incr)),
      },
      valueAxis(palette, env.formatValue),
    ],
    hooks: {
      drawAxes: [(u) => state.mode === 'candle' && drawCandles(u, state.cols, state.step, palette)],
      setCursor: [env.onCursor],
    },
  };
}
