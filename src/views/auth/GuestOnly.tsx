import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { getToken } from '../../api/storage';
import { safeRedirectTarget } from '../../state/session';

/**
 * Signing in or creating an account is for visitors: a user who already has a session goes on to
 * the page the form would have led to (`?redirect=`, same-site paths only) or /home, as if the
 * form had just succeeded. The visit is replaced, so "back" does not return to the form.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  if (getToken()) return <Navigate replace to={safeRedirectTarget(params.get('redirect'))} />;
  return children;
}
