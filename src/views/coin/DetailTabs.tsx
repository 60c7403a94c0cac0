import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { SymbolInfo } from '@contract/market';
import { SegmentedTabs } from '../components/SegmentedTabs';
import { ErrorState, LoadingState } from '../components/StateViews';
import { OrderBookSection } from './book/OrderBookSection';
import { InfoPanel } from './info/InfoPanel';
import { lazyPart } from './live/lazyPart';
import { useAfterFirstPaint } from './live/useAfterFirstPaint';
import { useInView } from './live/useInView';
import { TradesSection } from './trades/TradesSection';

const DETAIL_TABS = ['book', 'depth', 'trades', 'info'] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

// The depth map draws with uPlot, which the page does not load until a chart needs it.
const DepthSection = lazyPart(() => import('./depth/DepthSection').then((module) => module.DepthSection));

/**
 * Order book, depth map, latest trades and coin info; only the open tab subscribes to its feed, and
 * it renders only while the panel is on or near the screen (on a phone it starts below the chart,
 * under the sticky bar `coveredBy`).
 */
export function DetailTabs({ info, coveredBy }: { info: SymbolInfo; coveredBy?: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<DetailTab>('book');
  const [panelRef, inView$] = useInView<HTMLDivElement>(coveredBy);
  // the panel's rows and feed wait for the page's first paint (its price)
  const painted = useAfterFirstPaint();
  const segments = DETAIL_TABS.map((value) => ({ value, label: t(`coin.tabs.${value}`) }));
  return (
    <section className="coin-details">
      <SegmentedTabs segments={segments} value={tab} onChange={setTab} label={t('coin.tabs.label')} fit />
      <div className="coin-details__panel" role="tabpanel" ref={panelRef}>
        {painted && <TabPanel tab={tab} info={info} inView$={inView$} />}
      </div>
    </section>
  );
}

function TabPanel({ tab, info, inView$ }: { tab: DetailTab; info: SymbolInfo; inView$: Observable<boolean> }) {
  switch (tab) {
    case 'book':
      return <OrderBookSection info={info} inView$={inView$} />;
    case 'depth':
      return <DepthSection info={info} inView$={inView$} fallback={<LoadingState />} failed={(retry) => <ErrorState onRetry={retry} />} />;
    case 'trades':
      return <TradesSection info={info} inView$={inView$} />;
    case 'info':
      return <InfoPanel info={info} />;
  }
}
