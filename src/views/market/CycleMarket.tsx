import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCycleRules } from '../../state/cycle';
import { CycleMarketList } from './CycleMarketList';
import { MarketFrame } from './MarketFrame';

/** The Cycle tab: the symbols of cycle/rules (crypto and commodities) with their live index price, each opening /cycle. */
export function CycleMarket({ tabs }: { tabs: ReactNode }) {
  const { t } = useTranslation();
  const [rules, reload] = useCycleRules();
  const header = (
    <div className="sort-header">
      <span className="sort-header__name">{t('market.columns.name')}</span>
      <span className="sort-header__price">{t('market.cycle.indexPrice')}</span>
      <span className="sort-header__change">{t('market.columns.change')}</span>
    </div>
  );
  return (
    <MarketFrame
      tabs={tabs}
      header={header}
      remote={rules}
      reload={reload}
      isEmpty={(data) => data.symbols.length === 0}
      emptyText={t('market.cycle.empty')}
    >
      {(data) => <CycleMarketList rules={data} />}
    </MarketFrame>
  );
}
