import { useLayoutEffect, useRef } from 'react';
import type { Observable } from 'rxjs';
import type { Level } from '@contract/market';
import { formatPrice, formatVolume } from '../../../format';
import type { BookFrame } from '../book/bookFrame';
import { showChartState } from './chartState';
import { type FrameSink, useFrameSink } from '../useFrameSink';
import { createDepthChart } from './depth/createDepthChart';
import { observeWidth } from './observeWidth';
import type { PlotFactory } from './plotFactory';
import './charts.css';

export const DEPTH_CHART_HEIGHT = 220;
const FALLBACK_WIDTH = 360;

/** The part of a book the depth map needs; `ready` false means the book is re-syncing. */
export type DepthFrame = BookFrame;

export interface DepthChartProps {
  book$: Observable<DepthFrame>;
  pricePrecision: number;
  syncingText: string;
  createPlot?: PlotFactory;
}

const NO_LEVELS: readonly Level[] = [];

/**
 * Cumulative bids and asks as two filled step areas. An unsynced book is never drawn: the map is
 * emptied and a "syncing" note shown until the fresh snapshot arrives. No React render per frame.
 */
export function DepthChart({ book$, pricePrecision, syncingText, createPlot }: DepthChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const precision = useRef(pricePrecision);
  useLayoutEffect(() => {
    precision.current = pricePrecision;
  });

  // Created once per mount; a different factory (tests only) needs a new mount.
  const { ref: rootRef } = useFrameSink(book$, (root: HTMLDivElement): FrameSink<DepthFrame> => {
    const el = plotRef.current;
    if (!el) throw new Error('DepthChart: plot not mounted');
    const chart = createDepthChart(el, {
      width: root.clientWidth || FALLBACK_WIDTH,
      height: DEPTH_CHART_HEIGHT,
      formatPrice: (v) => formatPrice(v, precision.current),
      formatAmount: (v) => formatVolume(v),
      ...(createPlot ? { createPlot } : {}),
    });
    const stop = observeWidth(root, (width) => chart.resize(width, DEPTH_CHART_HEIGHT));
    let drawn = false;
    return {
      begin() {
        drawn = false;
        showChartState(root, 'syncing');
      },
      write(book) {
        if (book.ready) chart.setBook(book.bids, book.asks);
        else if (drawn) chart.setBook(NO_LEVELS, NO_LEVELS);
        drawn = book.ready;
        showChartState(root, book.ready ? 'ready' : 'syncing');
      },
      dispose() {
        stop();
        chart.destroy();
      },
    };
  });

  return (
    <div className="depth-chart chart-root" ref={rootRef} data-state="syncing">
      <div ref={plotRef} style={{ height: DEPTH_CHART_HEIGHT }} />
      <div className="chart-overlay chart-overlay--syncing" role="status">
        {syncingText}
      </div>
    </div>
  );
}
