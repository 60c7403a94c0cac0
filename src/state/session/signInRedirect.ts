/** The login URL that brings the user back to `target` (path + query) once signed in. */
export function loginPath(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * Where to go after login: the `redirect` query value when it is a path of this app, else the
 * fallback. Absolute and protocol-relative URLs are refused so the link cannot leave the site.
 */
export function safeRedirectTarget(param: string | null, fallback = '/home'): string {
  if (!param || !param.startsWith('/') || param.startsWith('//') || param.startsWith('/\\')) return fallback;
  return param;
}
