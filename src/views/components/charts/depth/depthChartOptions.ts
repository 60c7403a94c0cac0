import uPlot from 'uplot';
import type { ChartPalette } from '../palette';
import { AXIS_FONT, VALUE_AXIS_SIZE } from '../kline/paneCommon';

export interface DepthEnv {
  palette: ChartPalette;
  width: number;
  height: number;
  formatPrice: (v: number) => string;
  formatAmount: (v: number) => string;
}

// A bid's depth holds from its price up to the next better bid, an ask's from its price up to the
// next worse ask: the bid steps before each point, the ask steps after it.
const bidSteps = uPlot.paths.stepped?.({ align: -1 });
const askSteps = uPlot.paths.stepped?.({ align: 1 });

/** Data layout: [price ascending, cumulative bids, cumulative asks]; no time axis, no animation. */
export function depthChartOptions(env: DepthEnv): uPlot.Options {
  const { palette } = env;
  const area = (color: () => string, paths: uPlot.Series.PathBuilder | undefined): uPlot.Series => ({
    stroke: color,
    fill: () => translucent(color()),
    width: 1.5,
    points: { show: false },
    ...(paths ? { paths } : {}),
  });
  return {
    width: env.width,
    height: env.height,
    legend: { show: false },
    padding: [8, 0, 0, 4],
    cursor: { drag: { x: false, y: false, setScale: false }, points: { show: false } },
    scales: {
      x: { time: false },
      y: { range: (_u, _min, max) => [0, (max || 1) * 1.1] },
    },
    series: [{}, area(() => palette.up, bidSteps), area(() => palette.down, askSteps)],
    axes: [
      {
        font: AXIS_FONT,
        size: 22,
        space: 80,
        stroke: () => palette.axis,
        grid: { show: false },
        ticks: { show: false },
        values: (_u, splits) => splits.map((v) => env.formatPrice(v)),
      },
      {
        side: 1,
        size: VALUE_AXIS_SIZE,
        font: AXIS_FONT,
        stroke: () => palette.axis,
        grid: { stroke: () => palette.grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map((v) => env.formatAmount(v)),
      },
    ],
  };
}

/** The area under each side in its own colour at low opacity (hex and rgb() colours alike). */
function translucent(color: string): string {
  if (/^#[0-9a-f]{6}$/i.test(color)) return `${color}33`;
  const rgb = /^rgb\(([^)]+)\)$/i.exec(color);
  return rgb ? `rgba(${rgb[1]}, 0.2)` : color;
}
