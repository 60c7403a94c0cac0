/** The server's own wait (server/accounts/codes.ts), used when its answer cannot be trusted. */
export const DEFAULT_RESEND_SECONDS = 60;
/** Longer than any wait the server asks for: a larger answer means the clocks disagree. */
const MAX_RESEND_SECONDS = 600;

/** Whole seconds from `now` until `deadline` (ms), rounded up so 0 means "now"; never negative. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * How long the resend button waits after a code was sent. `resendAfter` is the server's clock,
 * so a phone whose clock is far off would wait nothing or for hours: fall back to the default.
 */
export function resendWaitSeconds(resendAfter: number, now: number): number {
  const wait = secondsUntil(resendAfter, now);
  return Number.isFinite(wait) && wait >= 1 && wait <= MAX_RESEND_SECONDS ? wait : DEFAULT_RESEND_SECONDS;
}
