import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolInfo } from '../../../contract/market';
import { SegmentedTabs } from '../components/SegmentedTabs';
import { OrderBookSection } from './book/OrderBookSection';
import { DepthSection } from './depth/DepthSection';
import { InfoPanel } from './info/InfoPanel';
import { TradesSection } from './trades/TradesSection';

const DETAIL_TABS = ['book', 'depth', 'trades', 'info'] as const;
type DetailTab = (typeof DETAIL_TABS)[number];

/** Order book, depth map, latest trades and coin info; only the open tab subscribes to its feed. */
export function DetailTabs({ info }: { info: SymbolInfo }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<DetailTab>('book');
  const segments = DETAIL_TABS.map((value) => ({ value, label: t(`coin.tabs.${value}`) }));
  return (
    <section className="coin-details">
      <SegmentedTabs segments={segments} value={tab} onChange={setTab} label={t('coin.tabs.label')} />
      <div className="coin-details__panel" role="tabpanel">
        {tab === 'book' && <OrderBookSection info={info} />}
        {tab === 'depth' && <DepthSection info={info} />}
        {tab === 'trades' && <TradesSection info={info} />}
        {tab === 'info' && <InfoPanel info={info} />}
      </div>
    </section>
  );
}
