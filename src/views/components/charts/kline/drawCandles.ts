import type uPlot from 'uplot';
import type { ChartPalette } from '../palette';
import type { KlineColumns } from './columns';
import { visibleRange } from './visibleRange';

const BODY_RATIO = 0.7;
const MAX_BODY_CSS_PX = 14;

/**
 * Paints candles of the visible bars onto the plot area, in canvas pixels: a wick from low to high
 * and a body from open to close, green when close ≥ open. Called from the chart's drawAxes hook, so
 * candles sit above the grid and below the indicator lines.
 */
export function drawCandles(u: uPlot, cols: KlineColumns, step: number, palette: ChartPalette): void {
  const { min, max } = u.scales.x ?? {};
  if (min == null || max == null || cols.length === 0) return;
  const [from, to] = visibleRange(cols.t, min, max, step);
  if (to < from) return;

  // Canvas pixels per CSS pixel, from sizes uPlot already holds: reading the overlay's clientWidth
  // here would force a layout in the middle of every frame the page has changed.
  const ratio = u.ctx.canvas.width / Math.max(1, u.width);
  const stepPx = u.valToPos(min + step, 'x', true) - u.valToPos(min, 'x', true);
  const bodyWidth = Math.max(1, Math.min(MAX_BODY_CSS_PX * ratio, stepPx * BODY_RATIO));
  const wickWidth = Math.max(1, Math.round(ratio));
  const ctx = u.ctx;

  ctx.save();
  ctx.beginPath();
  ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height);
  ctx.clip();
  for (let i = from; i <= to; i++) {
    const open = cols.o[i] as number;
    const close = cols.c[i] as number;
    const x = u.valToPos(cols.t[i] as number, 'x', true);
    const yHigh = u.valToPos(cols.h[i] as number, 'y', true);
    const yLow = u.valToPos(cols.l[i] as number, 'y', true);
    const yOpen = u.valToPos(open, 'y', true);
    const yClose = u.valToPos(close, 'y', true);
    ctx.fillStyle = close >= open ? palette.up : palette.down;
    ctx.fillRect(Math.round(x - wickWidth / 2), Math.round(yHigh), wickWidth, Math.max(1, Math.round(yLow - yHigh)));
    const top = Math.min(yOpen, yClose);
    ctx.fillRect(Math.round(x - bodyWidth / 2), Math.round(top), Math.round(bodyWidth), Math.max(1, Math.round(Math.abs(yClose - yOpen))));
  }
  ctx.restore();
}
