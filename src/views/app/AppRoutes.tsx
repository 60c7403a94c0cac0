import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { KnownRoutes } from '../components/knownRoutes';
import NotFoundPage from '../components/NotFoundPage';
import { AppLayout } from '../layout/AppLayout';
import type { AppRoute } from '../layout/appRoute';
import { RequireToken } from './RequireToken';

/**
 * The route table as react-router's declarative routes: every page inside the main layout, `/`
 * replaced by /home before the layout mounts (so the first page does not slide in), and any
 * other path the not-found page. The table's paths are provided to the screens (KnownRoutes), so a menu
 * shows "Soon" for a screen not listed yet instead of a dead link.
 */
export function AppRoutes({ routes }: { routes: readonly AppRoute[] }) {
  const paths = useMemo(() => new Set(routes.map((route) => route.path)), [routes]);
  return (
    <KnownRoutes.Provider value={paths}>
      <Routes>
        <Route path="/" element={<Navigate replace to="/home" />} />
        <Route element={<AppLayout routes={routes} />}>
          {routes.map(({ path, page: Page, requiresAuth }) => (
            <Route key={path} path={path} element={requiresAuth ? <RequireToken page={Page} /> : <Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </KnownRoutes.Provider>
  );
}
