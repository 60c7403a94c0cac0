import uPlot from 'uplot';
import type { IndexTick } from '@contract/cycle';
import { AXIS_FONT, crosshair, valueAxis } from '../../../components/charts/kline/paneCommon';
import { createPalette, readPalette, watchTheme, type ChartPalette } from '../../../components/charts/palette';
import { createUPlot, type PlotFactory } from '../../../components/charts/plotFactory';
import { drawEntryLines, rangeWithEntries } from './entryLines';
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
  /** the entry prices of the user's open orders on this symbol, drawn as lines from the next frame on */
  setEntries(prices: readonly string[]): void;
  resize(width: number, height: number): void;
  destroy(): void;
}

function indexChartOptions(opts: IndexChartOptions, palette: ChartPalette, entries: { prices: number[] }): uPlot.Options {
  return {
    width: opts.width,
    height: opts.height,
    legend: { show: false },
    // room for half of the first time label, centred on the left edge
    padding: [8, 0, 0, 28],
    cursor: crosshair('cycle-index'),
    scales: { x: { time: true }, y: { auto: true, range: (_u, min, max) => rangeWithEntries(min, max, entries.prices) } },
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
    hooks: { draw: [(u) => drawEntryLines(u, entries.prices, palette.crosshair)] },
  };
}

/** The time-share line of a symbol's index ticks: uPlot created once, fed with setData per frame, recoloured on a theme change. */
export function createIndexChart(el: HTMLElement, opts: IndexChartOptions): IndexChart {
  const palette = readPalette(el, createPalette());
  // read by the range and draw hooks at draw time, so new entries need no new chart
  const entries = { prices: [] as number[] };
  const plot = (opts.createPlot ?? createUPlot)(indexChartOptions(opts, palette, entries), [[], []], el);
  const stopTheme = watchTheme(() => {
    readPalette(el, palette);
    plot.redraw(false);
  });
  return {
    setTicks: (ticks) => plot.setData(indexColumns(ticks)),
    setEntries(prices) {
      entries.prices = prices.map(Number);
      plot.redraw(false);
    },
    resize: (width, height) => plot.setSize({ width, height }),
    destroy() {
      stopTheme();
      plot.destroy();
    },
  };
}
