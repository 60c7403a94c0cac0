import type uPlot from 'uplot';
import type { IndexTick } from '@contract/cycle';

/** uPlot's columns of a tick list: time in seconds (with the milliseconds as a fraction) and the price as a number, to draw only. */
export function indexColumns(ticks: readonly IndexTick[]): uPlot.AlignedData {
  const time = new Float64Array(ticks.length);
  const price = new Float64Array(ticks.length);
  ticks.forEach((tick, i) => {
    time[i] = tick.ts / 1000;
    price[i] = Number(tick.price);
  });
  return [time, price];
}
