/**
 * The one backoff, for the REST retry (src/api/retry.ts) and the socket's reconnects
 * (src/streams/reconnecting-socket.ts); each passes its own limits.
 */
export interface BackoffLimits {
  readonly minMs: number;
  readonly maxMs: number;
}

/**
 * Exponential backoff with "equal jitter": retry n waits a random time between half and all of
 * min·2^n (capped at max), never less than min. The fixed half makes delays grow; the random half
 * spreads the retries of many phones that lost the same server, so they do not come back in
 * lock-step; the floor keeps a flapping network from hammering the server. Retry 0 is the first
 * attempt and does not wait. `random` returns a number in [0, 1).
 */
export function backoffDelay(retry: number, random: () => number, limits: BackoffLimits): number {
  if (retry <= 0) return 0;
  const ceiling = Math.min(limits.maxMs, limits.minMs * 2 ** retry);
  return Math.max(limits.minMs, ceiling / 2 + (random() * ceiling) / 2);
}
