import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from './Icon';

export interface TabItem {
  path: string;
  label: string;
  icon: IconName;
  /** false while no screen is registered for the path: shown, but never a dead link */
  enabled: boolean;
}

export function BottomTabBar({
  tabs,
  label,
  comingSoonLabel,
  onDisabledTap,
}: {
  tabs: readonly TabItem[];
  label: string;
  comingSoonLabel: string;
  onDisabledTap: (tab: TabItem) => void;
}) {
  return (
    <nav className="tab-bar" aria-label={label}>
      {tabs.map((tab) =>
        tab.enabled ? (
          <NavLink
            key={tab.path}
            to={tab.path}
            className={({ isActive }) => (isActive ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab')}
          >
            <Icon name={tab.icon} />
            <span className="tab-bar__label">{tab.label}</span>
          </NavLink>
        ) : (
          <button
            key={tab.path}
            type="button"
            className="tab-bar__tab tab-bar__tab--disabled"
            aria-disabled="true"
            title={comingSoonLabel}
            onClick={() => onDisabledTap(tab)}
          >
            {/* the pill beside the icon, not over it: the row is narrow enough for every language */}
            <span className="tab-bar__icon-row">
              <Icon name={tab.icon} />
              <span className="tab-bar__soon">{comingSoonLabel}</span>
            </span>
            <span className="tab-bar__label">{tab.label}</span>
          </button>
        ),
      )}
    </nav>
  );
}
