/** Nearest-rank percentile (p in 0..100) of unsorted values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/** a / b rounded, or NaN when the baseline is zero (printed as such rather than as Infinity). */
export const ratio = (a: number, b: number, digits = 2) => (b > 0 ? round(a / b, digits) : NaN);
