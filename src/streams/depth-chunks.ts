import type { Level } from '@contract/market';
import { compareDecimal } from '../decimal';
import type { ChecksumSlot } from './depth-checksum';

/**
 * A level's place in a side: it stays while the level's quantity changes and knows its chunk, so
 * a level found by price (a map) is changed, ranked or removed without comparing prices; it
 * carries the level's checksum piece.
 */
export interface Slot extends ChecksumSlot {
  chunk: Slot[];
}

const NO_CHUNK: Slot[] = [];

export const slotOf = (level: Level): Slot => ({ level, crc: 0, length: -1, chunk: NO_CHUNK });

/** Most slots a chunk holds: shifting one on an insert or removal stays cheap, the chunk list short. */
const CHUNK_MAX = 64;
/** A chunk this small merges with a neighbour when both fit in one, so removals leave no dust. */
const CHUNK_MIN = CHUNK_MAX / 4;

/**
 * The slots of one side in book order (best first), cut into chunks of at most CHUNK_MAX: a tree
 * of height two, enough for books of thousands of levels. A level added or removed shifts only
 * the slots of its chunk (one sorted array shifted up to the whole side on every change near the
 * top, where most changes land), and the best levels are read from the first chunks.
 */
export class SlotChunks {
  private readonly chunks: Slot[][] = [];
  /** the chunk the last locate() landed in */
  private at = 0;

  /** `sign` is +1 when the book order is ascending (asks), -1 when descending (bids). */
  constructor(
    private readonly sign: 1 | -1,
    levels: readonly Level[],
  ) {
    for (let from = 0; from < levels.length; from += CHUNK_MAX / 2) {
      const chunk = levels.slice(from, from + CHUNK_MAX / 2).map(slotOf);
      this.chunks.push(adopt(chunk, chunk));
    }
  }

  /** Finds `price`: its index in the chunk it belongs to, or `-(insertion point) - 1` there. */
  locate(price: string): number {
    const chunks = this.chunks;
    let lo = 0;
    let hi = chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const chunk = chunks[mid]!;
      if (this.sign * compareDecimal(chunk[chunk.length - 1]!.level[0], price) < 0) lo = mid + 1;
      else hi = mid;
    }
    this.at = lo;
    const chunk = chunks[lo] ?? [];
    let low = 0;
    let high = chunk.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const cmp = this.sign * compareDecimal(chunk[mid]!.level[0], price);
      if (cmp === 0) return mid;
      if (cmp < 0) low = mid + 1;
      else high = mid;
    }
    return -low - 1;
  }

  /** The slot at `index` of the located chunk. */
  located(index: number): Slot {
    return this.chunks[this.at]![index]!;
  }

  /** How many levels are better than position `index` of the located chunk, counted no further than `limit`. */
  rankOf(index: number, limit: number): number {
    let rank = index;
    for (let c = 0; c < this.at && rank < limit; c++) rank += this.chunks[c]!.length;
    return rank;
  }

  /** Puts `slot` at `index` of the located chunk. */
  insert(index: number, slot: Slot): void {
    const chunk = this.chunks[this.at];
    if (!chunk) {
      const first = [slot];
      this.chunks.push(adopt(first, first));
      return;
    }
    slot.chunk = chunk;
    for (let i = chunk.length; i > index; i--) chunk[i] = chunk[i - 1]!; // by hand: splice allocates its result
    chunk[index] = slot;
    if (chunk.length > CHUNK_MAX) {
      const tail = chunk.splice(CHUNK_MAX / 2);
      this.chunks.splice(this.at + 1, 0, adopt(tail, tail));
    }
  }

  remove(slot: Slot): void {
    const chunks = this.chunks;
    const chunk = slot.chunk;
    const at = chunks.indexOf(chunk);
    for (let i = chunk.indexOf(slot) + 1; i < chunk.length; i++) chunk[i - 1] = chunk[i]!;
    chunk.pop();
    if (chunk.length === 0) {
      chunks.splice(at, 1);
    } else if (chunk.length < CHUNK_MIN && at + 1 < chunks.length && chunk.length + chunks[at + 1]!.length <= CHUNK_MAX) {
      const [next] = chunks.splice(at + 1, 1);
      chunk.push(...adopt(next!, chunk));
    }
  }

  /** How many levels are better than `slot`, counted no further than `limit`. */
  rankOfSlot(slot: Slot, limit: number): number {
    let rank = 0;
    for (const chunk of this.chunks) {
      if (chunk === slot.chunk) return rank + chunk.indexOf(slot);
      rank += chunk.length;
      if (rank >= limit) return rank;
    }
    return rank;
  }

  /** The best `n` slots, in book order. */
  first(n: number): Slot[] {
    const out: Slot[] = [];
    for (const chunk of this.chunks) {
      for (const slot of chunk) {
        if (out.length === n) return out;
        out.push(slot);
      }
    }
    return out;
  }

  /** The best `n` levels, in book order. */
  firstLevels(n: number): Level[] {
    const out: Level[] = [];
    for (const chunk of this.chunks) {
      for (const slot of chunk) {
        if (out.length === n) return out;
        out.push(slot.level);
      }
    }
    return out;
  }
}

/** Marks `slots` as held by `chunk`; returns them. */
function adopt(slots: Slot[], chunk: Slot[]): Slot[] {
  for (const slot of slots) slot.chunk = chunk;
  return slots;
}
