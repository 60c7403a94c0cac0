import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavTitle } from '../../api/storage';
import type { AppRoute, TitleKey } from './appRoute';
import { routeAt } from './routeAt';
import { isTabPath } from './tabs';
import { ConnectionIndicator } from '../components/ConnectionIndicator';
import { NavBar } from '../components/NavBar';
import { ThemeToggle } from '../components/ThemeToggle';

const NOT_FOUND_TITLE: TitleKey = 'layout.notFound.title';

/** Title from the current route's translation key (kept in NAV_TITLE), back button off the tabs. */
export function NavBarContainer({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const titleKey = routeAt(routes, location.pathname)?.titleKey ?? NOT_FOUND_TITLE;
  useEffect(() => {
    setNavTitle(titleKey);
  }, [titleKey]);

  // A page opened directly (no history entry of ours) goes "back" to home instead of leaving the app.
  const onBack = () => (location.key === 'default' ? navigate('/home', { replace: true }) : navigate(-1));
  return (
    <NavBar
      title={t(titleKey)}
      backLabel={t('layout.back')}
      onBack={isTabPath(location.pathname) ? undefined : () => void onBack()}
      end={
        <>
          <ConnectionIndicator />
          <ThemeToggle />
        </>
      }
    />
  );
}
