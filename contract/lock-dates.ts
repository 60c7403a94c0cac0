/**
 * The dates of a lock order (docs/lock-mining.md "Dates"), shared by the server that pays and the page that shows
 * them before the user confirms. All in UTC, ms since the epoch.
 */
export const LOCK_DAY_MS = 86_400_000;

/** 00:00 UTC of the day after `subscribedAt`: interest accrues from here. */
export const lockStartDate = (subscribedAt: number): number => (Math.floor(subscribedAt / LOCK_DAY_MS) + 1) * LOCK_DAY_MS;

/** startDate + cycleDays days: the last dividend and the principal are paid here. */
export const lockEndDate = (subscribedAt: number, cycleDays: number): number => lockStartDate(subscribedAt) + cycleDays * LOCK_DAY_MS;

/** When dividend `day` (1 … cycleDays) is due: the end of that accrued day, startDate + day days. */
export const lockDividendDue = (startDate: number, day: number): number => startDate + day * LOCK_DAY_MS;

/** How many dividends of an order are due at `now` (0 … cycleDays). */
export function lockDaysDue(startDate: number, cycleDays: number, now: number): number {
  if (now < startDate) return 0;
  return Math.min(cycleDays, Math.floor((now - startDate) / LOCK_DAY_MS));
}
