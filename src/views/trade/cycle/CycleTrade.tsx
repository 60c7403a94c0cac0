import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CycleCategory, CycleRules, CycleSymbol } from '@contract/cycle';
import { CYCLE_CATEGORIES } from '@contract/cycle-categories';
import { cycleSymbolsOf, useCycleOrders } from '../../../state/cycle';
import { getIndexTicks$ } from '../../../streams';
import { SegmentedTabs } from '../../components/SegmentedTabs';
import { IndexChart } from './chart/IndexChart';
import { CycleRuleText } from './evidence/CycleRuleText';
import { CycleOrderPanel } from './form/CycleOrderPanel';
import { CycleSymbolBar } from './market/CycleSymbolBar';
import { CycleOrdersSection } from './orders/CycleOrdersSection';

interface Props {
  rules: CycleRules;
  symbol: CycleSymbol;
  onSymbol: (symbol: string) => void;
  /** this page on a symbol (/cycle or the Cycle tab of /trade): where a login comes back to */
  linkOf: (symbol: string) => string;
}

/** One cycle symbol: category tabs, the symbol with its live index and chart, the buy form, the user's orders, the rules. */
export function CycleTrade({ rules, symbol, onSymbol, linkOf }: Props) {
  const { t } = useTranslation();
  const ticks$ = useMemo(() => getIndexTicks$(symbol.symbol), [symbol.symbol]);
  const [orders, reloadOrders] = useCycleOrders();
  const entries = useMemo(
    () => (orders.data ?? []).filter((o) => o.symbol === symbol.symbol && o.status === 'open').map((o) => o.entry.price),
    [orders.data, symbol.symbol],
  );
  const here = linkOf(symbol.symbol);
  const onCategory = (category: CycleCategory) => {
    const first = cycleSymbolsOf(rules, category)[0];
    if (first && category !== symbol.category) onSymbol(first.symbol);
  };
  return (
    <>
      <SegmentedTabs
        label={t('trade.cycle.category.label')}
        value={symbol.category}
        onChange={onCategory}
        segments={CYCLE_CATEGORIES.filter((c) => cycleSymbolsOf(rules, c).length > 0).map((c) => ({
          value: c,
          label: t(`trade.cycle.category.${c}`),
        }))}
      />
      <CycleSymbolBar symbol={symbol} symbols={cycleSymbolsOf(rules, symbol.category)} ticks$={ticks$} onSymbol={onSymbol} />
      <IndexChart
        ticks$={ticks$}
        pricePrecision={symbol.pricePrecision}
        entries={entries}
        label={t('trade.cycle.chart.label', { name: symbol.name })}
      />
      <CycleOrderPanel rules={rules} symbol={symbol} here={here} />
      <CycleOrdersSection rules={rules} here={here} orders={orders} reload={reloadOrders} />
      <CycleRuleText version={rules.version} />
    </>
  );
}
