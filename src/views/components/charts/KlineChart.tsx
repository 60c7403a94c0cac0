import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import type { Bar } from '@contract/market';
import type { KlineInterval } from '@contract/primitives';
import { formatPrice, formatVolume } from '../../../format';
import { useFrameSink } from '../useFrameSink';
import { createKlineChart } from './kline/createKlineChart';
import type { MainIndicator, SubIndicator } from './kline/indicatorNames';
import type { ChartMode } from './kline/mainPaneOptions';
import { klineSink } from './kline/klineSink';
import type { Readout } from './kline/readout';
import { KlineChartFrame, MAIN_PANE_HEIGHT, SUB_PANE_HEIGHT } from './KlineChartFrame';
import { observeWidth } from './observeWidth';
import type { PlotFactory } from './plotFactory';
// the frame's styles too: imported here, not by the frame, so the coin page's first chunks carry no empty stub for it
import './charts.css';

const FALLBACK_WIDTH = 360;

export interface KlineChartProps {
  /** frames of bars, oldest first (history + live); a new observable means a new interval */
  bars$: Observable<readonly Bar[]>;
  interval: KlineInterval;
  mode: ChartMode;
  main: MainIndicator;
  sub: SubIndicator;
  pricePrecision: number;
  emptyText: string;
  /** loads older bars when the view reaches the oldest one; resolves to the number added */
  onReachLeftEdge: () => Promise<number>;
  /** the hovered (else live) bar, called imperatively on every frame and cursor move */
  onReadout?: (readout: Readout | null) => void;
  mainLegend?: ReactNode;
  subLegend?: ReactNode;
  createPlot?: PlotFactory;
}

/**
 * Candle chart with an indicator sub-pane. uPlot is created once per mount and fed from the bars$
 * subscription; React renders this component only when its props change, never per frame.
 */
export function KlineChart(props: KlineChartProps) {
  const mainRef = useRef<HTMLDivElement>(null);
  const subRef = useRef<HTMLDivElement>(null);
  const widthRef = useRef(FALLBACK_WIDTH);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const { bars$, mode, main, sub } = props;
  const {
    ref: rootRef,
    sink,
    restart,
  } = useFrameSink(bars$, (root: HTMLDivElement) => {
    const [mainEl, subEl] = [mainRef.current, subRef.current];
    if (!mainEl || !subEl) throw new Error('KlineChart: panes not mounted');
    const p = latest.current;
    widthRef.current = root.clientWidth || FALLBACK_WIDTH;
    const chart = createKlineChart(mainEl, subEl, {
      interval: p.interval,
      mode: p.mode,
      main: p.main,
      sub: p.sub,
      width: widthRef.current,
      mainHeight: MAIN_PANE_HEIGHT,
      subHeight: SUB_PANE_HEIGHT,
      formatPrice: (v) => formatPrice(v, latest.current.pricePrecision),
      formatVolume: (v) => formatVolume(v),
      onReadout: (r) => latest.current.onReadout?.(r),
      onReachLeftEdge: () => latest.current.onReachLeftEdge(),
      ...(p.createPlot ? { createPlot: p.createPlot } : {}),
    });
    const stop = observeWidth(root, (width) => {
      widthRef.current = width;
      chart.resize(width, MAIN_PANE_HEIGHT, latest.current.sub === 'NONE' ? 0 : SUB_PANE_HEIGHT);
    });
    return klineSink(root, chart, () => latest.current.interval, stop);
  });

  useEffect(() => sink.current?.chart.setMode(mode), [sink, mode]);
  useEffect(() => {
    const chart = sink.current?.chart;
    if (!chart) return;
    chart.setIndicators(main, sub);
    if (sub !== 'NONE') chart.resize(widthRef.current, MAIN_PANE_HEIGHT, SUB_PANE_HEIGHT);
  }, [sink, main, sub]);

  return (
    <KlineChartFrame
      sub={sub}
      emptyText={props.emptyText}
      mainLegend={props.mainLegend}
      subLegend={props.subLegend}
      rootRef={rootRef}
      mainRef={mainRef}
      subRef={subRef}
      onRetry={restart}
    />
  );
}
