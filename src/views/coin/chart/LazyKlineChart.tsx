import type { KlineChartProps } from '../../components/charts/KlineChart';
import { KlineChartFrame } from '../../components/charts/KlineChartFrame';
import { lazyPart } from '../live/lazyPart';
import { useAfterFirstPaint } from '../live/useAfterFirstPaint';

// uPlot and the indicator maths are most of the coin page's code: they load after the page has shown its price.
const KlineChart = lazyPart(() => import('../../components/charts/KlineChart').then((module) => module.KlineChart));

/**
 * The candle chart, its code asked for once the page has painted (then its bars too); until it is
 * here its empty frame holds the chart's place, and shows the chart's error state if it cannot load.
 */
export function LazyKlineChart(props: KlineChartProps) {
  const painted = useAfterFirstPaint();
  const frame = { sub: props.sub, emptyText: props.emptyText, mainLegend: props.mainLegend, subLegend: props.subLegend };
  const placeholder = <KlineChartFrame {...frame} />;
  if (!painted) return placeholder;
  return <KlineChart {...props} fallback={placeholder} failed={(retry) => <KlineChartFrame {...frame} state="error" onRetry={retry} />} />;
}
