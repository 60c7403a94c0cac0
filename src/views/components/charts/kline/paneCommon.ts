import type uPlot from 'uplot';
import type { ChartPalette } from '../palette';

/** Width of the right-hand value axis, equal on both panes so their plot areas line up. */
export const VALUE_AXIS_SIZE = 64;
export const AXIS_FONT = '10px system-ui, -apple-system, sans-serif';
/** Series 0 is x; the first drawn line of each pane follows the range-only series. */
export const LINE_SLOTS = 3;

export function valueAxis(palette: ChartPalette, format: (v: number) => string): uPlot.Axis {
  return {
    side: 1,
    size: VALUE_AXIS_SIZE,
    font: AXIS_FONT,
    gap: 4,
    stroke: () => palette.axis,
    grid: { stroke: () => palette.grid, width: 1 },
    ticks: { show: false },
    values: (_u, splits) => splits.map((v) => (v == null ? '' : format(v))),
  };
}

/** Crosshair shared by the panes of one chart: no drag-to-zoom (gestures pan instead), no hover points. */
export function crosshair(syncKey: string): uPlot.Cursor {
  return {
    sync: { key: syncKey, setSeries: false },
    drag: { x: false, y: false, setScale: false },
    points: { show: false },
  };
}

/** A series that only widens the y range; what it stands for is painted by a draw hook. */
export function rangeOnlySeries(): uPlot.Series {
  return { paths: () => null, points: { show: false }, stroke: 'transparent' };
}

export function lineSeries(palette: ChartPalette, slot: number): uPlot.Series {
  return {
    stroke: () => palette.indicators[slot] ?? palette.line,
    width: 1,
    points: { show: false },
  };
}

/** Pads an auto range by 8 % so lines do not touch the pane borders. */
export function paddedRange(min: number, max: number): uPlot.Range.MinMax {
  const pad = (max - min) * 0.08 || Math.abs(max) * 0.001 || 1;
  return [min - pad, max + pad];
}
