import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { setNavTitle } from '../../api/storage';
import type { RouteHandle, TitleKey } from '../app/appRoute';
import { isTabPath } from '../app/tabs';
import { ConnectionIndicator } from '../components/ConnectionIndicator';
import { NavBar } from '../components/NavBar';
import { ThemeToggle } from '../components/ThemeToggle';

function useTitleKey(): TitleKey | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.titleKey;
}

/** Title from the current route's translation key (kept in NAV_TITLE), back button off the tabs. */
export function NavBarContainer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const titleKey = useTitleKey();
  useEffect(() => {
    if (titleKey) setNavTitle(titleKey);
  }, [titleKey]);

  // A page opened directly (no history entry of ours) goes "back" to home instead of leaving the app.
  const onBack = () => (location.key === 'default' ? navigate('/home', { replace: true }) : navigate(-1));
  return (
    <NavBar
      title={titleKey ? t(titleKey) : ''}
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
