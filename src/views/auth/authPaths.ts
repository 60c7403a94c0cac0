/**
 * A link between the sign-in screens that keeps the page the user was going to, so registering
 * or resetting on the way still brings them back there.
 */
export function authPath(path: '/login' | '/register' | '/retrieve', redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
