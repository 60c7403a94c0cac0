import { redirect, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/StateViews';
import NotFoundPage from '../components/NotFoundPage';
import { AppLayout } from '../layout/AppLayout';
import type { AppRoute, RouteHandle } from './appRoute';
import { requireToken } from './guard';

const NOT_FOUND: RouteHandle = { titleKey: 'layout.notFound.title' };

/** Turns the route table into react-router routes: every page inside the main layout. */
export function buildRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout routes={routes} />,
      HydrateFallback: LoadingState,
      children: [
        // The loader redirects before anything renders; the explicit null element says so.
        { index: true, loader: () => redirect('/home'), element: null },
        ...routes.map(
          (route): RouteObject => ({
            path: route.path,
            Component: route.page,
            handle: { titleKey: route.titleKey } satisfies RouteHandle,
            ...(route.requiresAuth ? { loader: requireToken } : {}),
          }),
        ),
        { path: '*', Component: NotFoundPage, handle: NOT_FOUND },
      ],
    },
  ];
}
