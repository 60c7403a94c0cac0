import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { brandConfig, initI18n } from './i18n';
import { createAppRouter } from './views/app/router';
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
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
});
