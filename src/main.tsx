import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { brandConfig, initI18n } from './i18n';
import { AppRoutes } from './views/app/AppRoutes';
import { EARLY_REQUESTS } from './views/app/earlyRequests';
import { preloadPage } from './views/app/lazyPage';
import { APP_ROUTES } from './views/app/routes';
import { routeAt } from './views/layout/routeAt';
import './views/styles/index.css';
import { initTheme } from './views/styles/theme';

initTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const firstRoute = routeAt(APP_ROUTES, window.location.pathname);
if (firstRoute) EARLY_REQUESTS[firstRoute.path]?.();

/**
 * A page served with its static shell in #root (server/http/route-html.ts) keeps it until its own
 * chunk is here, so the first render replaces the shell with the page rather than with a loading
 * state. A chunk that fails is left to the page's own error state.
 */
function shellPageLoaded(): Promise<void> {
  const page = root?.hasChildNodes() ? firstRoute?.page : undefined;
  return page ? preloadPage(page).catch(() => undefined) : Promise.resolve();
}

// Translations (English's lazy rest too: src/i18n/en-us-first.ts) and the shell's page chunk load in
// parallel; the first render waits for both, so no screen ever renders raw keys.
void Promise.all([initI18n(), shellPageLoaded()]).then(([i18n]) => {
  document.title = i18n.t(brandConfig().nameKey);
  // As a transition React renders the first page in slices, yielding to the browser between them:
  // after a shell's early paint that work would otherwise be one long task, blocking any tap on it.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes routes={APP_ROUTES} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});
