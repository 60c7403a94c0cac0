/**
 * How a call failed:
 * - `network`: no answer at all (offline, DNS, connection reset);
 * - `timeout`: no answer within the time limit;
 * - `http`: the server answered with a failure (`status` is the HTTP status, `code` the envelope's
 *   code, `msg` the server's translated message, '' when the body was not an envelope).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly code: number,
    readonly msg: string,
    /** The token changed while the call was in flight, so a 401 speaks of an old session. */
    readonly staleSession = false,
  ) {
    super(msg || `${kind} error${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'ApiError';
  }
}

/** HTTP 401 or envelope code 401: the session is gone. */
export function isSessionExpired(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.status === 401 || err.code === 401);
}

/**
 * The server answered that what the call names does not exist (404) or that the request cannot
 * name anything (400): a screen opened from an address (e.g. /coinDetail/NOPE) shows it as its own
 * "not found" state.
 */
export function isUnknownResource(err: unknown): err is ApiError {
  return err instanceof ApiError && err.kind === 'http' && (err.status === 404 || err.status === 400);
}

/** Worth another try: the request may not have reached the server, or the server failed (5xx). */
export function isTransient(err: unknown): boolean {
  return err instanceof ApiError && (err.kind === 'network' || (err.status >= 500 && err.status <= 599));
}
