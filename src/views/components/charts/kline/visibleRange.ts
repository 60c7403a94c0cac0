/**
 * Indexes [from, to] of the sorted times that fall inside [min - pad, max + pad], so draw hooks only
 * paint bars on screen (plus a half-visible one on each side). `to < from` when none are.
 */
export function visibleRange(times: ArrayLike<number>, min: number, max: number, pad: number): [number, number] {
  return [lowerBound(times, min - pad), lowerBound(times, max + pad + Number.EPSILON) - 1];
}

function lowerBound(times: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
