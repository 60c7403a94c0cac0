import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Observable } from 'rxjs';
import type { IndexTick } from '@contract/cycle';
import { formatPrice } from '../../../../format';
import { showChartState } from '../../../components/charts/chartState';
import { observeWidth } from '../../../components/charts/observeWidth';
import type { PlotFactory } from '../../../components/charts/plotFactory';
import { LoadingState } from '../../../components/StateViews';
import { useFrameSink, type FrameSink } from '../../../components/useFrameSink';
import { createIndexChart, type IndexChart as IndexPlot } from './createIndexChart';
import '../../../components/charts/charts.css';

export const INDEX_CHART_HEIGHT = 200;
const FALLBACK_WIDTH = 360;

interface Props {
  /** the symbol's ticks, at most one value per animation frame */
  ticks$: Observable<readonly IndexTick[]>;
  pricePrecision: number;
  /** the entry prices of the user's open orders on this symbol, drawn as lines (they change with the orders, not per tick) */
  entries: readonly string[];
  label: string;
  createPlot?: PlotFactory;
}

/** The live time-share chart of a cycle symbol's index. uPlot is written per frame by the sink: no React render per tick. */
export function IndexChart({ ticks$, pricePrecision, entries, label, createPlot }: Props) {
  const plotRef = useRef<HTMLDivElement>(null);
  const precision = useRef(pricePrecision);
  useLayoutEffect(() => {
    precision.current = pricePrecision;
  });
  const latestEntries = useRef(entries);
  const { ref, sink } = useFrameSink(ticks$, (root: HTMLDivElement): FrameSink<readonly IndexTick[]> & { chart: IndexPlot } => {
    const el = plotRef.current;
    if (!el) throw new Error('IndexChart: plot not mounted');
    const chart = createIndexChart(el, {
      width: root.clientWidth || FALLBACK_WIDTH,
      height: INDEX_CHART_HEIGHT,
      formatPrice: (v) => formatPrice(v, precision.current),
      ...(createPlot ? { createPlot } : {}),
    });
    chart.setEntries(latestEntries.current);
    const stop = observeWidth(root, (width) => chart.resize(width, INDEX_CHART_HEIGHT));
    return {
      chart,
      begin: () => showChartState(root, 'loading'),
      write(ticks) {
        chart.setTicks(ticks);
        if (ticks.length > 0) showChartState(root, 'ready');
      },
      dispose() {
        stop();
        chart.destroy();
      },
    };
  });
  useEffect(() => {
    latestEntries.current = entries;
    sink.current?.chart.setEntries(entries);
  }, [sink, entries]);
  return (
    <figure className="cycle-chart chart-root" ref={ref} data-state="loading" aria-label={label}>
      <div ref={plotRef} style={{ height: INDEX_CHART_HEIGHT }} />
      <div className="chart-overlay chart-overlay--loading">
        <LoadingState />
      </div>
    </figure>
  );
}
