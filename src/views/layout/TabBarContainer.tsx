import { useTranslation } from 'react-i18next';
import { showToast } from '../../api/notify';
import type { AppRoute } from './appRoute';
import { TABS } from './tabs';
import { BottomTabBar, type TabItem } from '../components/BottomTabBar';

/** The labelled tabs; a tab is live once the route table has a screen for its path. */
export function TabBarContainer({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation();
  const registered = new Set(routes.map((route) => route.path));
  const tabs: TabItem[] = TABS.flatMap((tab) =>
    tab.labelKey && tab.icon ? [{ path: tab.path, label: t(tab.labelKey), icon: tab.icon, enabled: registered.has(tab.path) }] : [],
  );
  return (
    <BottomTabBar
      tabs={tabs}
      label={t('layout.tabs.label')}
      comingSoonLabel={t('layout.comingSoon')}
      onDisabledTap={(tab) => showToast(t('layout.comingSoonHint', { name: tab.label }), 'info')}
    />
  );
}
