import { createBrowserRouter } from 'react-router-dom';
import { buildRouteObjects } from './buildRoutes';
import { APP_ROUTES } from './routes';

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(APP_ROUTES));
}
