import type uPlot from 'uplot';
import type { Line } from '../../../indicators';
import type { KlineColumns } from './columns';
import type { IndicatorLine, PaneData } from './indicatorSet';
import { LINE_SLOTS } from './paneCommon';

/** Fills the fixed line slots of a pane; unused slots get an all-gap line of the same length. */
function slots(lines: readonly IndicatorLine[], length: number): Line[] {
  const gap: Line | null = lines.length < LINE_SLOTS ? new Array<null>(length).fill(null) : null;
  return Array.from({ length: LINE_SLOTS }, (_, i) => lines[i]?.values ?? (gap as Line));
}

/** [time, high, low, close, overlay × 3] — see mainPaneOptions. */
export function mainData(cols: KlineColumns, overlay: readonly IndicatorLine[]): uPlot.AlignedData {
  return [cols.t, cols.h, cols.l, cols.c, ...slots(overlay, cols.length)] as uPlot.AlignedData;
}

/** [time, histogram, line × 3] — see subPaneOptions. */
export function subData(cols: KlineColumns, pane: PaneData): uPlot.AlignedData {
  const hist = pane.histogram?.values ?? new Array<null>(cols.length).fill(null);
  return [cols.t, hist, ...slots(pane.lines, cols.length)] as uPlot.AlignedData;
}
