import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import type { AppRoute } from '../../../src/views/layout/appRoute';
import { AppRoutes } from '../../../src/views/app/AppRoutes';

/** What a test drives and inspects: the router's current location and its navigate function. */
export interface AppHandle {
  location: Location;
  navigate: NavigateFunction;
}

/** Renders nothing; hands the router's location and navigate to the test on every render. */
function RouterProbe({ handle }: { handle: AppHandle }) {
  handle.location = useLocation();
  handle.navigate = useNavigate();
  return null;
}

/** The app's routes (layout, guard, redirects) over `routes` in a memory router opened at `path`. */
export function renderApp(routes: readonly AppRoute[], path: string) {
  const app = {} as AppHandle;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={routes} />
      <RouterProbe handle={app} />
    </MemoryRouter>,
  );
  return { app, ...view };
}
