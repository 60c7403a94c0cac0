import { matchRoutes } from 'react-router-dom';
import type { AppRoute } from './appRoute';

/**
 * The table entry shown at `pathname`, chosen by react-router's own ranking (the one <Routes>
 * uses), so the navigation bar never disagrees with the page; undefined for the not-found page.
 */
export function routeAt(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return matchRoutes([...routes], pathname)?.at(-1)?.route;
}
