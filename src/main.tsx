import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { brandConfig, initI18n } from './i18n';
import { AppRoutes } from './views/app/AppRoutes';
import { APP_ROUTES } from './views/app/routes';
import './views/styles/index.css';
import { initTheme } from './views/styles/theme';

initTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Translations first, so no screen ever renders raw keys.
void initI18n().then((i18n) => {
  document.title = i18n.t(brandConfig().nameKey);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes routes={APP_ROUTES} />
      </BrowserRouter>
    </StrictMode>,
  );
});
