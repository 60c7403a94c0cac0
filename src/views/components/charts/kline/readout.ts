import type { ChartPalette } from '../palette';
import type { KlineColumns } from './columns';
import type { IndicatorLine, PaneData } from './indicatorSet';

export interface ReadoutLine {
  key: string;
  value: number | null;
  color: string;
}

/** Values of one bar for the crosshair read-out (the hovered bar, or the live one). */
export interface Readout {
  index: number;
  /** open time, seconds */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** (close − open) / open in percent */
  change: number;
  overlay: ReadoutLine[];
  sub: ReadoutLine[];
}

export function buildReadout(
  index: number,
  cols: KlineColumns,
  overlay: readonly IndicatorLine[],
  pane: PaneData | null,
  palette: ChartPalette,
): Readout {
  const open = cols.o[index] as number;
  const close = cols.c[index] as number;
  const line = (l: IndicatorLine, slot: number): ReadoutLine => ({
    key: l.key,
    value: l.values[index] ?? null,
    color: palette.indicators[slot] ?? palette.line,
  });
  const sub = pane ? pane.lines.map(line) : [];
  if (pane?.histogram) {
    const rising = pane.histogram.rising(index);
    sub.unshift({ key: pane.histogram.key, value: pane.histogram.values[index] ?? null, color: rising ? palette.up : palette.down });
  }
  return {
    index,
    time: cols.t[index] as number,
    open,
    high: cols.h[index] as number,
    low: cols.l[index] as number,
    close,
    volume: cols.v[index] as number,
    change: open === 0 ? 0 : ((close - open) / open) * 100,
    overlay: overlay.map(line),
    sub,
  };
}
