import type uPlot from 'uplot';
import { drawHistogram } from './drawHistogram';
import type { PaneData } from './indicatorSet';
import type { PaneEnv } from './mainPaneOptions';
import { LINE_SLOTS, crosshair, lineSeries, paddedRange, rangeOnlySeries, valueAxis } from './paneCommon';

export interface SubPaneState {
  times: ArrayLike<number>;
  step: number;
  pane: PaneData;
}

/** Data layout of the sub-pane: [time, histogram (range only, painted by the hook), three lines]. */
export function subPaneOptions(state: SubPaneState, env: PaneEnv): uPlot.Options {
  const { palette } = env;
  const lines = Array.from({ length: LINE_SLOTS }, (_, slot) => lineSeries(palette, slot));
  return {
    width: env.width,
    height: env.height,
    legend: { show: false },
    padding: [4, 0, 0, 4],
    cursor: crosshair(env.syncKey),
    scales: {
      x: { time: true, auto: false },
      y: { auto: true, range: (_u, min, max) => subRange(state.pane, min, max) },
    },
    series: [{}, rangeOnlySeries(), ...lines],
    axes: [{ show: false }, { ...valueAxis(palette, env.formatValue), space: 28 }],
    hooks: {
      drawAxes: [
        (u) => {
          if (state.pane.histogram) drawHistogram(u, state.times, state.step, state.pane.histogram, palette);
        },
      ],
      setCursor: [env.onCursor],
    },
  };
}

/** A fixed range (RSI), or one that keeps the histogram's zero line in view. */
function subRange(pane: PaneData, min: number | null, max: number | null): uPlot.Range.MinMax {
  if (pane.range) return pane.range;
  if (min == null || max == null) return [0, 1];
  if (!pane.histogram) return paddedRange(min, max);
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  const pad = (hi - lo) * 0.1 || 1;
  return [lo < 0 ? lo - pad : 0, hi + pad];
}
