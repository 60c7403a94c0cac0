import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectTarget } from '../../state/session';

/**
 * Where a signed-in user goes next: the page the guard sent them from (`?redirect=`), else /home.
 * Replacing the sign-in entry keeps "back" from returning to a form that no longer applies.
 */
export function useAfterSignIn(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(() => void navigate(safeRedirectTarget(redirect), { replace: true }), [navigate, redirect]);
}
