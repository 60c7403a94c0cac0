import uPlot from 'uplot';
import type { IndexTick } from '@contract/cycle';
import { AXIS_FONT, crosshair, paddedRange, valueAxis } from '../../../components/charts/kline/paneCommon';
import { createPalette, readPalette, watchTheme, type ChartPalette } from '../../../components/charts/palette';
import { createUPlot, type PlotFactory } from '../../../components/charts/plotFactory';
import { indexColumns } from './indexColumns';
import { tickTimeLabel } from './tickTimeLabel';

export interface IndexChartOptions {
  width: number;
  height: number;
  formatPrice: (v: number) => string;
  createPlot?: PlotFactory;
}

export interface IndexChart {
  /** one call per frame with the symbol's latest ticks, oldest first */
  setTicks(ticks: readonly IndexTick[]): void;
  resize(width: number, height: number): void;
  destroy(): void;
}

function indexChartOptions(opts: IndexChartOptions, palette: ChartPalette): uPlot.Options {
  return {
    width: opts.width,
    height: opts.height,
    legend: { show: false },
    // room for half of the first time label, centred on the left edge
    padding: [8, 0, 0, 28],
    cursor: crosshair('cycle-index'),
    scales: { x: { time: true }, y: { auto: true, range: (_u, min, max) => paddedRange(min, max) } },
    series: [{}, { stroke: () => palette.line, fill: () => palette.fill, width: 1.5, points: { show: false } }],
    axes: [
      {
        font: AXIS_FONT,
        size: 22,
        space: 72,
        stroke: () => palette.axis,
        grid: { stroke: () => palette.grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits, _axis, _space, incr) => splits.map((s) => tickTimeLabel(s, incr)),
      },
      valueAxis(palette, opts.formatPrice),
    ],
  };
}

/** The time-share line of a symbol's index ticks: uPlot created once, fed with setData per frame, recoloured on a theme change. */
export function createIndexChart(el: HTMLElement, opts: IndexChartOptions): IndexChart {
  const palette = readPalette(el, createPalette());
  const plot = (opts.createPlot ?? createUPlot)(indexChartOptions(opts, palette), [[], []], el);
  const stopTheme = watchTheme(() => {
    readPalette(el, palette);
    plot.redraw(false);
  });
  return {
    setTicks: (ticks) => plot.setData(indexColumns(ticks)),
    resize: (width, height) => plot.setSize({ width, height }),
    destroy() {
      stopTheme();
      plot.destroy();
    },
  };
}
