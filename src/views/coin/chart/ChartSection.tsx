import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, formatVolume } from '../../../format';
import { getKlines$, loadOlderKlines } from '../../../streams';
import type { Readout } from '../../components/charts/kline/readout';
import type { PlotFactory } from '../../components/charts/plotFactory';
import { ON_SCREEN_ONLY, useInView } from '../live/useInView';
import { whileVisible } from '../live/whileVisible';
import { loadChartPrefs, saveChartPrefs, type ChartPrefs } from './chartPrefs';
import { IndicatorPicker } from './IndicatorPicker';
import { LazyKlineChart } from './LazyKlineChart';
import { LineLegend, type LegendHandle } from './LineLegend';
import { OhlcReadout, type ReadoutHandle } from './OhlcReadout';
import { PeriodTabs } from './PeriodTabs';
import { periodInterval, periodMode } from './periods';

/** RSI is an index from 0 to 100, read to two decimals in the language's number format. */
const RSI_DECIMALS = 2;

interface Props {
  symbol: string;
  pricePrecision: number;
  createPlot?: PlotFactory;
}

/**
 * The chart card: interval tabs, read-out, candle chart and indicator picker. It renders when the
 * trader changes a choice; frames and cursor moves go to the chart and read-outs imperatively.
 * Scrolled off screen, even just, the chart is not redrawn; it catches up with the latest bars on its return.
 */
export const ChartSection = memo(function ChartSection({ symbol, pricePrecision, createPlot }: Props) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState<ChartPrefs>(loadChartPrefs);
  useEffect(() => saveChartPrefs(prefs), [prefs]);

  const interval = periodInterval(prefs.period);
  const [ref, inView$] = useInView<HTMLElement>(undefined, ON_SCREEN_ONLY);
  const bars$ = useMemo(() => getKlines$(symbol, interval).pipe(whileVisible(inView$)), [symbol, interval, inView$]);
  const loadOlder = useCallback(() => loadOlderKlines(symbol, interval), [symbol, interval]);

  const ohlc = useRef<ReadoutHandle>(null);
  const overlayLegend = useRef<LegendHandle>(null);
  const subLegend = useRef<LegendHandle>(null);
  const onReadout = useCallback((r: Readout | null) => {
    ohlc.current?.show(r);
    overlayLegend.current?.show(r?.overlay ?? []);
    subLegend.current?.show(r?.sub ?? []);
  }, []);

  const price = useCallback((v: number) => formatPrice(v, pricePrecision), [pricePrecision]);
  const subValue = useCallback(
    (v: number) => (prefs.sub === 'VOL' ? formatVolume(v) : prefs.sub === 'RSI' ? formatPrice(v, RSI_DECIMALS) : price(v)),
    [prefs.sub, price],
  );

  return (
    <section className="coin-chart" aria-label={t('coin.chart.label')} ref={ref}>
      <PeriodTabs value={prefs.period} onChange={(period) => setPrefs((p) => ({ ...p, period }))} />
      <OhlcReadout ref={ohlc} pricePrecision={pricePrecision} />
      <LazyKlineChart
        bars$={bars$}
        interval={interval}
        mode={periodMode(prefs.period)}
        main={prefs.main}
        sub={prefs.sub}
        pricePrecision={pricePrecision}
        emptyText={t('coin.chart.empty')}
        onReachLeftEdge={loadOlder}
        onReadout={onReadout}
        mainLegend={<LineLegend ref={overlayLegend} format={price} />}
        subLegend={<LineLegend ref={subLegend} format={subValue} />}
        {...(createPlot ? { createPlot } : {})}
      />
      <IndicatorPicker main={prefs.main} sub={prefs.sub} onChange={(main, sub) => setPrefs((p) => ({ ...p, main, sub }))} />
    </section>
  );
});
