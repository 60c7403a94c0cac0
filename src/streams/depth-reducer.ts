import type { Level } from '@contract/market';
import type { DepthSnapshotData, DepthUpdateData } from '@contract/ws';
import { depthChecksumOfSlots } from './depth-checksum';
import { BookSide, normalizeSide } from './depth-side';

/** Why a book stopped being trustworthy; the feed answers each with one `resync`. */
export type DepthFault = 'gap' | 'checksum';

export interface DepthBook {
  /** false until a snapshot arrives and from a gap or checksum mismatch until the next snapshot */
  readonly ready: boolean;
  /** seq of the last update folded into the book */
  readonly seq: number;
  /** best (highest) price first */
  readonly bids: readonly Level[];
  /** best (lowest) price first */
  readonly asks: readonly Level[];
  /** CRC-32 of the top 25 levels (docs/protocol.md), kept so an update below them costs no checksum */
  readonly checksum: number;
  /** set only on the message that broke the book, so exactly one resync is requested per fault */
  readonly fault: DepthFault | null;
}

export type DepthMsg =
  | { readonly type: 'snapshot'; readonly seq: number; readonly data: DepthSnapshotData }
  | { readonly type: 'update'; readonly seq: number; readonly data: DepthUpdateData };

export const EMPTY_DEPTH_BOOK: DepthBook = { ready: false, seq: 0, bids: [], asks: [], checksum: 0, fault: null };

/**
 * The local order book (docs/protocol.md, "Depth"): a snapshot replaces the book; an update applies
 * only when its seq is the next one; older updates are stale and dropped; a gap or a checksum
 * mismatch empties the book and marks it not ready (a wrong book is never shown) until the next
 * snapshot, dropping updates meanwhile.
 */
export function applyDepth(book: DepthBook, msg: DepthMsg): DepthBook {
  if (msg.type === 'snapshot') {
    const bids = new BookSide(normalizeSide(msg.data.bids, 'desc'), 'desc');
    const asks = new BookSide(normalizeSide(msg.data.asks, 'asc'), 'asc');
    return new OwnedBook(msg.seq, bids, asks, depthChecksumOfSlots(bids.checksumSlots(), asks.checksumSlots()));
  }
  if (!book.ready || msg.seq <= book.seq) return book.fault === null ? book : { ...book, fault: null };
  if (msg.seq !== book.seq + 1) return broken(msg.seq, 'gap');
  const { bids, asks } = book instanceof OwnedBook ? book.takeSides() : foreignSides(book);
  const bidsReachedTop = bids.apply(msg.data.bids);
  const asksReachedTop = asks.apply(msg.data.asks);
  const topChanged = bidsReachedTop || asksReachedTop;
  const checksum = topChanged ? depthChecksumOfSlots(bids.checksumSlots(), asks.checksumSlots()) : book.checksum;
  if (checksum !== msg.data.checksum) return broken(msg.seq, 'checksum');
  return new OwnedBook(msg.seq, bids, asks, checksum);
}

/** The best `n` levels of each side (what a ladder shows), read without building the whole sides. */
export function topLevels(book: DepthBook, n: number): { readonly bids: readonly Level[]; readonly asks: readonly Level[] } {
  if (book instanceof OwnedBook) return book.top(n);
  return { bids: book.bids.slice(0, n), asks: book.asks.slice(0, n) };
}

/** Sides of a book made elsewhere (a plain value), copied so that its arrays are never changed. */
function foreignSides(book: DepthBook): { readonly bids: BookSide; readonly asks: BookSide } {
  return { bids: new BookSide(book.bids, 'desc'), asks: new BookSide(book.asks, 'asc') };
}

function broken(seq: number, fault: DepthFault): DepthBook {
  return { ready: false, seq, bids: [], asks: [], checksum: 0, fault };
}

/**
 * A book made by applyDepth. Ownership rule: the books made from one snapshot share two sides that
 * applyDepth changes in place, so that a message costs no copy of the book; a book handed to
 * applyDepth is superseded by the one it returns and must not be used again, except for `bids` and
 * `asks` already read (those arrays never change). Reading or applying a superseded book throws
 * rather than show a wrong book. The depth feed keeps to this: `scan` hands on only the latest book
 * and the view reads the latest one once a frame. `bids` and `asks` are getters of the class, built
 * on first read once per side version (own accessors defined on each book cost more than the rest
 * of a message on a deep book), so they are read by name: spreading a book or listing its keys
 * misses them; it serialises as its six fields.
 */
class OwnedBook implements DepthBook {
  readonly ready = true;
  readonly fault = null;
  readonly #bids: BookSide;
  readonly #asks: BookSide;
  readonly #bidsVersion: number;
  readonly #asksVersion: number;

  constructor(
    readonly seq: number,
    bids: BookSide,
    asks: BookSide,
    readonly checksum: number,
  ) {
    this.#bids = bids;
    this.#asks = asks;
    this.#bidsVersion = bids.currentVersion;
    this.#asksVersion = asks.currentVersion;
  }

  get bids(): readonly Level[] {
    return this.#bids.read(this.#bidsVersion);
  }

  get asks(): readonly Level[] {
    return this.#asks.read(this.#asksVersion);
  }

  toJSON(): DepthBook {
    const { ready, seq, bids, asks, checksum, fault } = this;
    return { ready, seq, bids, asks, checksum, fault };
  }

  top(n: number): { readonly bids: readonly Level[]; readonly asks: readonly Level[] } {
    this.checkCurrent();
    return { bids: this.#bids.top(n), asks: this.#asks.top(n) };
  }

  takeSides(): { readonly bids: BookSide; readonly asks: BookSide } {
    this.checkCurrent();
    return { bids: this.#bids, asks: this.#asks };
  }

  private checkCurrent(): void {
    if (this.#bids.currentVersion !== this.#bidsVersion || this.#asks.currentVersion !== this.#asksVersion)
      throw new Error('a depth book was used after applyDepth made a newer one from it');
  }
}
