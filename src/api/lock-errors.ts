import { ApiError, isUnknownResource } from './errors';

/** The order cannot be redeemed: unknown for this user (404), or finished meanwhile (409, e.g. its end date passed). */
export function isNotRedeemable(err: unknown): err is ApiError {
  return isUnknownResource(err) || (err instanceof ApiError && err.kind === 'http' && err.status === 409);
}
