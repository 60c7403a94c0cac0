import type uPlot from 'uplot';
import type { ChartPalette } from '../palette';
import { visibleRange } from './visibleRange';

/** Columns of a sub-pane histogram and how each one is coloured. */
export interface Histogram {
  values: ArrayLike<number | null>;
  /** true paints the column in the "up" colour */
  rising: (index: number) => boolean;
}

const COLUMN_RATIO = 0.7;

/**
 * Paints histogram columns (volume, MACD) from the zero line of the pane's `y` scale, clipped to the
 * plot area. Called from the sub-pane's drawAxes hook.
 */
export function drawHistogram(u: uPlot, times: ArrayLike<number>, step: number, hist: Histogram, palette: ChartPalette): void {
  const { min, max } = u.scales.x ?? {};
  if (min == null || max == null || times.length === 0) return;
  const [from, to] = visibleRange(times, min, max, step);
  if (to < from) return;

  const stepPx = u.valToPos(min + step, 'x', true) - u.valToPos(min, 'x', true);
  const width = Math.max(1, Math.round(stepPx * COLUMN_RATIO));
  const zero = u.valToPos(0, 'y', true);
  const ctx = u.ctx;

  ctx.save();
  ctx.beginPath();
  ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height);
  ctx.clip();
  for (let i = from; i <= to; i++) {
    const value = hist.values[i];
    if (value == null) continue;
    const x = u.valToPos(times[i] as number, 'x', true);
    const y = u.valToPos(value, 'y', true);
    ctx.fillStyle = hist.rising(i) ? palette.up : palette.down;
    ctx.fillRect(Math.round(x - width / 2), Math.round(Math.min(y, zero)), width, Math.max(1, Math.round(Math.abs(zero - y))));
  }
  ctx.restore();
}
