import type { Level } from '@contract/market';
import { DEPTH_CHECKSUM_LEVELS } from '@contract/ws';
import { compareDecimal, isZeroDecimal } from '../decimal';
import type { ChecksumSlot } from './depth-checksum';
import { slotOf, SlotChunks, type Slot } from './depth-chunks';

/** Bids are kept best (highest) first, asks best (lowest) first. */
export type SideOrder = 'desc' | 'asc';

/**
 * One side of a book, changed in place (copying the side on every update was most of the
 * reducer's time on deep books): its levels in chunks (depth-chunks.ts), and a map from price to
 * slot that finds a level whose quantity changes (most changes) without a search. `version` moves
 * on every change, so a book made at an earlier version can tell it is stale. The whole side as
 * one array is built only when read, once per version.
 */
export class BookSide {
  private readonly chunks: SlotChunks;
  private readonly byPrice = new Map<string, Slot>();
  private size: number;
  private version = 0;
  private whole: readonly Level[] | null;
  private checksumTop: readonly Slot[] | null = null;
  /** the last top-N read while no change reached the checksum's levels (a ladder reads the same N on every message) */
  private shownTop: readonly Level[] | null = null;
  private shownTopCount = 0;

  /** A side from levels already in book order; the array is not changed, and is kept as the side's first read. */
  constructor(levels: readonly Level[], order: SideOrder) {
    this.chunks = new SlotChunks(order === 'asc' ? 1 : -1, levels);
    for (const slot of this.chunks.first(levels.length)) this.byPrice.set(slot.level[0], slot);
    this.size = levels.length;
    this.whole = levels;
  }

  /** The version a book made now should remember. */
  get currentVersion(): number {
    return this.version;
  }

  /** Every level, best first, as of `version`; a stale version means a book was read after it was superseded. */
  read(version: number): readonly Level[] {
    if (version !== this.version) throw new Error('a depth book was read after applyDepth made a newer one from it');
    return (this.whole ??= this.chunks.firstLevels(this.size));
  }

  /**
   * The best `n` levels, without building the whole side. Most changes of a deep book land below
   * the levels the checksum covers, so a read of at most that many is kept and handed out again
   * until a change reaches them (the array is never changed once handed out).
   */
  top(n: number): readonly Level[] {
    if (n > DEPTH_CHECKSUM_LEVELS) return this.chunks.firstLevels(n);
    if (this.shownTop === null || this.shownTopCount !== n) {
      this.shownTop = this.chunks.firstLevels(n);
      this.shownTopCount = n;
    }
    return this.shownTop;
  }

  /** The levels the depth checksum covers (docs/protocol.md), kept while no change reaches them. */
  checksumSlots(): readonly ChecksumSlot[] {
    return (this.checksumTop ??= this.chunks.first(DEPTH_CHECKSUM_LEVELS));
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
      this.whole = null;
      if (reachedTop) {
        this.checksumTop = null;
        this.shownTop = null;
      }
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
      return this.outcomeOf(known);
    }
    // Not under this spelling; the search also finds the same price spelt otherwise ("5" and "5.00").
    const found = this.chunks.locate(price);
    if (found >= 0) {
      const slot = this.chunks.located(found);
      if (slot.level[1] === change[1]) return NO_CHANGE;
      this.byPrice.delete(slot.level[0]);
      slot.level = change;
      slot.length = -1;
      this.byPrice.set(price, slot);
      return this.outcomeOf(slot);
    }
    const index = -found - 1;
    const outcome = this.outcomeAt(index);
    const slot = slotOf(change);
    this.chunks.insert(index, slot);
    this.byPrice.set(price, slot);
    this.size++;
    return outcome;
  }

  private remove(price: string): Outcome {
    let slot = this.byPrice.get(price);
    if (!slot) {
      // Not under this spelling; the search also finds the same price spelt otherwise.
      const found = this.chunks.locate(price);
      if (found < 0) return NO_CHANGE;
      slot = this.chunks.located(found);
    }
    const outcome = this.outcomeOf(slot);
    this.chunks.remove(slot);
    this.byPrice.delete(slot.level[0]);
    this.size--;
    return outcome;
  }

  /** A change of the level in `slot`: whether it reaches the levels the checksum covers. */
  private outcomeOf(slot: Slot): Outcome {
    return this.chunks.rankOfSlot(slot, DEPTH_CHECKSUM_LEVELS) < DEPTH_CHECKSUM_LEVELS ? CHANGED_TOP : CHANGED;
  }

  /** A change at `index` of the located chunk: whether it reaches the levels the checksum covers. */
  private outcomeAt(index: number): Outcome {
    return this.chunks.rankOf(index, DEPTH_CHECKSUM_LEVELS) < DEPTH_CHECKSUM_LEVELS ? CHANGED_TOP : CHANGED;
  }
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
