import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getToken } from '../../api/storage';
import { loginPath } from '../../state/session';

/**
 * The element of every `requiresAuth` route: without a stored token the page is never rendered
 * (so its chunk is not even requested); the visit is replaced by /login?redirect=<this page>.
 */
export function RequireToken({ page: Page }: { page: ComponentType }) {
  const { pathname, search } = useLocation();
  if (getToken()) return <Page />;
  return <Navigate replace to={loginPath(pathname + search)} />;
}
