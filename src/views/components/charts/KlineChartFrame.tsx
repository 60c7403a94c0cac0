import type { ReactNode, Ref } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../StateViews';
import type { SubIndicator } from './kline/indicatorNames';

export const MAIN_PANE_HEIGHT = 260;
export const SUB_PANE_HEIGHT = 96;

export interface KlineChartFrameProps {
  sub: SubIndicator;
  emptyText: string;
  mainLegend?: ReactNode;
  subLegend?: ReactNode;
  /** the chart's: without them the frame is a placeholder of the chart's size, showing its loading state */
  rootRef?: Ref<HTMLDivElement>;
  mainRef?: Ref<HTMLDivElement>;
  subRef?: Ref<HTMLDivElement>;
  onRetry?: () => void;
  /** the overlay shown until the chart sets its own: a placeholder whose chart could not load shows 'error' */
  state?: 'loading' | 'error';
}

const noRetry = () => undefined;

/**
 * The candle chart's box: legends, panes of fixed height and the state overlays, without uPlot. The
 * chart draws into it (KlineChart); alone it holds the chart's place while the chart's code loads,
 * so nothing below moves when the chart arrives.
 */
export function KlineChartFrame({
  sub,
  emptyText,
  mainLegend,
  subLegend,
  rootRef,
  mainRef,
  subRef,
  onRetry = noRetry,
  state = 'loading',
}: KlineChartFrameProps) {
  return (
    <div className="kline-chart chart-root" ref={rootRef} data-state={state}>
      {mainLegend}
      <div className="kline-chart__pane" ref={mainRef} style={{ height: MAIN_PANE_HEIGHT }} />
      <div className="kline-chart__sub" hidden={sub === 'NONE'}>
        {subLegend}
        <div className="kline-chart__pane" ref={subRef} style={{ height: SUB_PANE_HEIGHT }} />
      </div>
      <div className="chart-overlay chart-overlay--loading">
        <LoadingState />
      </div>
      <div className="chart-overlay chart-overlay--empty">
        <EmptyState text={emptyText} />
      </div>
      <div className="chart-overlay chart-overlay--error">
        <ErrorState onRetry={onRetry} />
      </div>
    </div>
  );
}
