import type uPlot from 'uplot';
import { createPalette, readPalette, watchTheme } from '../palette';
import { createUPlot, type PlotFactory } from '../plotFactory';
import type { Level } from '@contract/market';
import { depthChartOptions } from './depthChartOptions';
import { depthColumns } from './depthColumns';

/** Levels per side on the depth map: enough to show the shape near the spread on a phone. */
export const DEPTH_MAP_LEVELS = 60;

export interface DepthChartOptions {
  width: number;
  height: number;
  formatPrice: (v: number) => string;
  formatAmount: (v: number) => string;
  createPlot?: PlotFactory;
}

export interface DepthChart {
  /** one call per frame with the current book; an unsynced book is passed as empty sides */
  setBook(bids: readonly Level[], asks: readonly Level[]): void;
  resize(width: number, height: number): void;
  destroy(): void;
}

export function createDepthChart(el: HTMLElement, opts: DepthChartOptions): DepthChart {
  const palette = readPalette(el, createPalette());
  const createPlot = opts.createPlot ?? createUPlot;
  const plot: uPlot = createPlot(depthChartOptions({ ...opts, palette }), [[], [], []], el);
  const stopTheme = watchTheme(() => {
    readPalette(el, palette);
    plot.redraw(false);
  });
  return {
    setBook(bids, asks) {
      const cols = depthColumns(bids, asks, DEPTH_MAP_LEVELS);
      plot.setData([cols.price, cols.bids, cols.asks]);
    },
    resize: (width, height) => plot.setSize({ width, height }),
    destroy() {
      stopTheme();
      plot.destroy();
    },
  };
}
