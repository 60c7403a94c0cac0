export { useSignedIn } from './useSignedIn';
export { loginPath, safeRedirectTarget } from './signInRedirect';
