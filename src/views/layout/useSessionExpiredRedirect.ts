import { useSubscription } from 'observable-hooks';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionExpired$ } from '../../api/notify';
import { loginPath } from '../../state/session';

/** The 401 rule's navigation half: the api layer clears the token and toasts; we go to /login. */
export function useSessionExpiredRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useSubscription(sessionExpired$, () => {
    const { pathname, search } = here.current;
    if (pathname !== '/login') void navigate(loginPath(pathname + search), { replace: true });
  });
}
