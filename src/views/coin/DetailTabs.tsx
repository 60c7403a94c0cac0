import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolInfo } from '@contract/market';
import { SegmentedTabs } from '../components/SegmentedTabs';
import { OrderBookSection } from './book/OrderBookSection';
import { DepthSection } from './depth/DepthSection';
import { InfoPanel } from './info/InfoPanel';
import { useInView } from './live/useInView';
import { TradesSection } from './trades/TradesSection';

const DETAIL_TABS = ['book', 'depth', 'trades', 'info'] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

/**
 * Order book, depth map, latest trades and coin info; only the open tab subscribes to its feed, and
 * it renders only while the panel is on or near the screen (on a phone it starts below the chart,
 * under the sticky bar `coveredBy`).
 */
export function DetailTabs({ info, coveredBy }: { info: SymbolInfo; coveredBy?: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<DetailTab>('book');
  const [panelRef, inView$] = useInView<HTMLDivElement>(coveredBy);
  const segments = DETAIL_TABS.map((value) => ({ value, label: t(`coin.tabs.${value}`) }));
  return (
    <section className="coin-details">
      <SegmentedTabs segments={segments} value={tab} onChange={setTab} label={t('coin.tabs.label')} fit />
      <div className="coin-details__panel" role="tabpanel" ref={panelRef}>
        {tab === 'book' && <OrderBookSection info={info} inView$={inView$} />}
        {tab === 'depth' && <DepthSection info={info} inView$={inView$} />}
        {tab === 'trades' && <TradesSection info={info} inView$={inView$} />}
        {tab === 'info' && <InfoPanel info={info} />}
      </div>
    </section>
  );
}
