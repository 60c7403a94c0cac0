import type { Level } from '@contract/market';
import { DEPTH_CHECKSUM_LEVELS } from '@contract/ws';
import { compareDecimal, isZeroDecimal } from '../decimal';
import type { ChecksumSlot } from './depth-checksum';

/** Bids are kept best (highest) first, asks best (lowest) first. */
export type SideOrder = 'desc' | 'asc';

/**
 * A level's place in a side: it stays while the level's quantity changes, so such a change needs
 * no search, and it carries the level's checksum piece.
 */
type Slot = ChecksumSlot;

const slotOf = (level: Level): Slot => ({ level, crc: 0, length: -1 });

/**
 * One side of a book, changed in place. Its levels sit in an array worst first, so the best ones,
 * where most changes land, are at its end and a level added or removed there shifts only the few
 * above it (copying the side on every update was most of the reducer's time on deep books); a map
 * from price to slot finds a level whose quantity changes (most changes) without a search.
 * `version` moves on every change, so a book made at an earlier version can tell it is stale. The
 * side in book order is built only when read, once per version.
 */
export class BookSide {
  /** worst first: the reverse of the book order */
  private readonly slots: Slot[];
  private readonly byPrice: Map<string, Slot>;
  /** +1 when the stored (worst first) order is ascending, as for bids */
  private readonly storedSign: 1 | -1;
  private version = 0;
  private inBookOrder: readonly Level[] | null;
  private checksumTop: readonly Slot[] | null = null;

  /** A side from levels already in book order; the array is not changed, and is kept as the side's first read. */
  constructor(levels: readonly Level[], order: SideOrder) {
    this.slots = [];
    for (let i = levels.length - 1; i >= 0; i--) this.slots.push(slotOf(levels[i]!));
    this.byPrice = new Map(this.slots.map((slot) => [slot.level[0], slot]));
    this.storedSign = order === 'desc' ? 1 : -1;
    this.inBookOrder = levels;
  }

  /** The version a book made now should remember. */
  get currentVersion(): number {
    return this.version;
  }

  /** Every level, best first, as of `version`; a stale version means a book was read after it was superseded. */
  read(version: number): readonly Level[] {
    if (version !== this.version) throw new Error('a depth book was read after applyDepth made a newer one from it');
    return (this.inBookOrder ??= this.top(this.slots.length));
  }

  /** The best `n` levels, without building the whole side. */
  top(n: number): readonly Level[] {
    const slots = this.slots;
    const out: Level[] = [];
    for (let i = slots.length - 1; i >= 0 && out.length < n; i--) out.push(slots[i]!.level);
    return out;
  }

  /** The levels the depth checksum covers (docs/protocol.md), kept while no change reaches them. */
  checksumSlots(): readonly ChecksumSlot[] {
    if (this.checksumTop) return this.checksumTop;
    const slots = this.slots;
    const end = Math.max(0, slots.length - DEPTH_CHECKSUM_LEVELS);
    const out: Slot[] = [];
    for (let i = slots.length - 1; i >= end; i--) out.push(slots[i]!);
    return (this.checksumTop = out);
  }

  /**
   * Applies absolute quantities (a zero quantity removes the level). Returns whether a change
   * reached the levels the checksum covers; the version moves only when something changed.
   */
  apply(changes: readonly Level[]): boolean {
    let changed = false;
    let reachedTop = false;
    for (const change of changes) {
      const outcome = isZeroDecimal(change[1]) ? this.remove(change[0]) : this.set(change);
      if (outcome === NO_CHANGE) continue;
      changed = true;
      if (outcome === CHANGED_TOP) reachedTop = true;
    }
    if (changed) {
      this.version++;
      this.inBookOrder = null;
      if (reachedTop) this.checksumTop = null;
    }
    return reachedTop;
  }

  private set(change: Level): Outcome {
    const price = change[0];
    const known = this.byPrice.get(price);
    if (known) {
      if (known.level[1] === change[1]) return NO_CHANGE;
      known.level = change;
      known.length = -1;
      return this.inChecksumTop(price) ? CHANGED_TOP : CHANGED;
    }
    // Not under this spelling; the search also finds the same price spelt otherwise ("5" and "5.00").
    const found = this.find(price);
    if (found >= 0) {
      const slot = this.slots[found]!;
      if (slot.level[1] === change[1]) return NO_CHANGE;
      this.byPrice.delete(slot.level[0]);
      slot.level = change;
      slot.length = -1;
      this.byPrice.set(price, slot);
      return this.rankOf(found) < DEPTH_CHECKSUM_LEVELS ? CHANGED_TOP : CHANGED;
    }
    const index = -found - 1;
    const slot = slotOf(change);
    insertAt(this.slots, index, slot);
    this.byPrice.set(price, slot);
    return this.rankOf(index) < DEPTH_CHECKSUM_LEVELS ? CHANGED_TOP : CHANGED;
  }

  private remove(price: string): Outcome {
    const index = this.find(price);
    if (index < 0) return NO_CHANGE;
    const rank = this.rankOf(index);
    this.byPrice.delete(this.slots[index]!.level[0]);
    removeAt(this.slots, index);
    return rank < DEPTH_CHECKSUM_LEVELS ? CHANGED_TOP : CHANGED;
  }

  /** Rank from the best end (0 = best) of the slot at `index`. */
  private rankOf(index: number): number {
    return this.slots.length - 1 - index;
  }

  /** Whether a level at `price` is among the best DEPTH_CHECKSUM_LEVELS. */
  private inChecksumTop(price: string): boolean {
    const slots = this.slots;
    if (slots.length <= DEPTH_CHECKSUM_LEVELS) return true;
    return this.storedSign * compareDecimal(price, slots[slots.length - DEPTH_CHECKSUM_LEVELS]!.level[0]) >= 0;
  }

  /** Index of `price` in the slots; when absent, `-(insertion point) - 1`. */
  private find(price: string): number {
    const slots = this.slots;
    let lo = 0;
    let hi = slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const cmp = this.storedSign * compareDecimal(slots[mid]!.level[0], price);
      if (cmp === 0) return mid;
      if (cmp < 0) lo = mid + 1;
      else hi = mid;
    }
    return -lo - 1;
  }
}

/** Shifts by hand: the best levels are at the end, so only a few move (splice costs more than that). */
function insertAt(slots: Slot[], index: number, slot: Slot): void {
  for (let i = slots.length; i > index; i--) slots[i] = slots[i - 1]!;
  slots[index] = slot;
}

function removeAt(slots: Slot[], index: number): void {
  for (let i = index + 1; i < slots.length; i++) slots[i - 1] = slots[i]!;
  slots.pop();
}

const NO_CHANGE = 0;
const CHANGED = 1;
const CHANGED_TOP = 2;
type Outcome = typeof NO_CHANGE | typeof CHANGED | typeof CHANGED_TOP;

/** A snapshot side in book order without empty levels; sorted defensively (once per snapshot). */
export function normalizeSide(levels: readonly Level[], order: SideOrder): readonly Level[] {
  const sign = order === 'asc' ? 1 : -1;
  return levels.filter((level) => !isZeroDecimal(level[1])).sort((a, b) => sign * compareDecimal(a[0], b[0]));
}
