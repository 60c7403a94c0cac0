import { ApiError } from '../../api/errors';

/** One write the user asked for: the body it sends (as a key) and the client id that makes it idempotent. */
export interface Attempt {
  key: string;
  id: string;
}

/**
 * The client id for sending `key`. The api layer already retries a lost request with the same
 * id; this covers the user's own retry: after an answer that never came (timeout, network, 5xx)
 * the order or transfer may exist, so pressing the button again with the same body reuses the
 * pending id and the server answers with the first result instead of acting twice. A different
 * body, or any new submit after a definite answer, gets a fresh id.
 */
export function attemptFor(pending: Attempt | null, key: string, newId: () => string): Attempt {
  return pending !== null && pending.key === key ? pending : { key, id: newId() };
}

/** The server may have carried the write out: it never answered, or failed on its side. */
export function outcomeUnknown(err: unknown): boolean {
  return err instanceof ApiError && (err.kind !== 'http' || err.status >= 500);
}
