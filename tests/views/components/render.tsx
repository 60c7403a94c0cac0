import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { initI18n } from '../../../src/i18n';

// The machine is shared with other test runs: give findBy*/waitFor room before they give up.
configure({ asyncUtilTimeout: 10_000 });

/** The real i18next with the bundled English, as the app starts it. */
export async function setupI18n(): Promise<void> {
  await initI18n();
}

/** Renders routes in a memory router at `path`; returns the router to inspect its location. */
export function renderAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
