import { lazy, Suspense } from 'react';
import type { KlineChartProps } from '../../components/charts/KlineChart';
import { KlineChartFrame } from '../../components/charts/KlineChartFrame';
import { useAfterFirstPaint } from '../live/useAfterFirstPaint';

// uPlot and the indicator maths are most of the coin page's code: they load after the page has shown its price.
const KlineChart = lazy(() => import('../../components/charts/KlineChart').then((module) => ({ default: module.KlineChart })));

/**
 * The candle chart, its code asked for once the page has painted (then its bars too); until it is
 * here its empty frame holds the chart's place.
 */
export function LazyKlineChart(props: KlineChartProps) {
  const painted = useAfterFirstPaint();
  const placeholder = (
    <KlineChartFrame sub={props.sub} emptyText={props.emptyText} mainLegend={props.mainLegend} subLegend={props.subLegend} />
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <KlineChart {...props} />
    </Suspense>
  );
}
