import type { Level } from '@contract/market';
import { compareDecimal, isZeroDecimal } from '../decimal';

/** Bids are kept best (highest) first, asks best (lowest) first. */
export type SideOrder = 'desc' | 'asc';

/**
 * Index of `price` in a side sorted in `order`; when absent, `-(insertion point) - 1` (as Java's
 * binarySearch, so the hot path allocates nothing). Binary search: an update costs O(log n)
 * comparisons plus one splice instead of re-sorting the book.
 */
export function findLevel(levels: readonly Level[], price: string, order: SideOrder): number {
  let lo = 0;
  let hi = levels.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const cmp = compareDecimal(levels[mid]![0], price);
    if (cmp === 0) return mid;
    if (order === 'asc' ? cmp < 0 : cmp > 0) lo = mid + 1;
    else hi = mid;
  }
  return -lo - 1;
}

/**
 * Applies absolute quantities to one side; a zero quantity removes the level. Copy-on-write: the
 * input array is never mutated, it is copied once (no sort) on the first change, and returned as is
 * when nothing changed, so the previous state stays valid for anyone still holding it.
 */
export function applyLevels(levels: readonly Level[], changes: readonly Level[], order: SideOrder): readonly Level[] {
  let out: Level[] | null = null;
  for (const change of changes) {
    const side: readonly Level[] = out ?? levels;
    const at = findLevel(side, change[0], order);
    const found = at >= 0;
    const index = found ? at : -at - 1;
    const remove = isZeroDecimal(change[1]);
    if (!found && remove) continue;
    if (found && side[index]![1] === change[1]) continue;
    out ??= levels.slice();
    if (remove) out.splice(index, 1);
    else if (found) out[index] = change;
    else out.splice(index, 0, change);
  }
  return out ?? levels;
}

/** A snapshot side in book order without empty levels; sorted defensively (once per snapshot). */
export function normalizeSide(levels: readonly Level[], order: SideOrder): readonly Level[] {
  const sign = order === 'asc' ? 1 : -1;
  return levels.filter((level) => !isZeroDecimal(level[1])).sort((a, b) => sign * compareDecimal(a[0], b[0]));
}
