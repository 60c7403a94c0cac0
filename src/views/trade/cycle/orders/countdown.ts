/** Whole seconds left until `expiryTime` (ms), rounded up so "0" shows only once it has passed. */
export function secondsLeft(expiryTime: number, now: number): number {
  return Math.max(0, Math.ceil((expiryTime - now) / 1000));
}

/** The share of the period still to run, 1 at the open and 0 at expiry: how much of the ring is left. */
export function remainingShare(openTime: number, expiryTime: number, now: number): number {
  const span = expiryTime - openTime;
  if (span <= 0) return 0;
  return Math.min(1, Math.max(0, (expiryTime - now) / span));
}
