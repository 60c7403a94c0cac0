import { useLocation } from 'react-router-dom';
import { isTabPath } from './tabs';
import type { AppRoute } from './appRoute';
import { ToastHost } from '../components/ToastHost';
import { DownloadBannerContainer } from './DownloadBannerContainer';
import { NavBarContainer } from './NavBarContainer';
import { PageTransition } from './PageTransition';
import { TabBarContainer } from './TabBarContainer';
import { useSessionExpiredRedirect } from './useSessionExpiredRedirect';

/** The shell around every page: navigation bar, download banner, the page, bottom tabs, toasts. */
export function AppLayout({ routes }: { routes: readonly AppRoute[] }) {
  const { pathname } = useLocation();
  useSessionExpiredRedirect();
  return (
    <div className="app">
      <NavBarContainer routes={routes} />
      <DownloadBannerContainer />
      <PageTransition />
      {isTabPath(pathname) && <TabBarContainer routes={routes} />}
      <ToastHost />
    </div>
  );
}
