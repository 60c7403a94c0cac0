/**
 * The one error type a route, the engine or the ledger throws for a known failure. `key` names a
 * message in locales/<lang>/server.json (under "server."); the HTTP layer translates it by the
 * request's locale and answers `{code: status, msg, data: null}` with that HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) => new AppError(400, key, params);
export const unauthorized = () => new AppError(401, 'sessionExpired');
export const notFound = (key = 'notFound') => new AppError(404, key);
export const unprocessable = (key: string, params?: Record<string, string | number>) => new AppError(422, key, params);
