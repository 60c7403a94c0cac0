import type { Bar } from '@contract/market';
import type { KlineInterval } from '@contract/primitives';
import type { FrameSink } from '../../useFrameSink';
import { showBarRange } from '../barRange';
import { showChartState } from '../chartState';
import type { KlineChart } from './createKlineChart';

/** The candle chart as a frame sink; `chart` stays reachable for the choices that are not frames. */
export interface KlineSink extends FrameSink<readonly Bar[]> {
  readonly chart: KlineChart;
}

/**
 * Writes each frame of bars into the chart and its root's state (loading, empty, ready, error)
 * without React. A new stream (another interval, a retry) clears the chart to the interval it is
 * for. `stop` ends what the chart's owner attached to the root (the width observer).
 */
export function klineSink(root: HTMLElement, chart: KlineChart, interval: () => KlineInterval, stop: () => void): KlineSink {
  return {
    chart,
    begin() {
      chart.setInterval(interval());
      showBarRange(root, []);
      showChartState(root, 'loading');
    },
    write(bars) {
      chart.setBars(bars);
      showBarRange(root, bars);
      showChartState(root, bars.length ? 'ready' : 'empty');
    },
    fail: () => showChartState(root, 'error'),
    dispose() {
      stop();
      chart.destroy();
    },
  };
}
