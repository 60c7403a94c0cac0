/** Ids are decimal integers as strings: a longer one is larger. */
export const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Wallet rows (deposits, withdrawals) newest first; the same creation time falls back to the larger id. */
export const newestFirst = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }) =>
  b.createdAt - a.createdAt || compareIds(b.id, a.id);
