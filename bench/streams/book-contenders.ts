/**
 * Books as the bench drives them, whatever their inside: start from the snapshot, then for each
 * message apply it and read the top N of each side (what a ladder does), and at the end give both
 * whole sides so that contenders can be checked to hold the same book.
 */
import type { Level } from '@contract/market';
import { applyDepth, EMPTY_DEPTH_BOOK, topLevels, type DepthMsg } from '../../src/streams/depth-reducer';

export interface BookSides {
  readonly bids: readonly Level[];
  readonly asks: readonly Level[];
}

export interface BookSession {
  /** applies one message; throws when the book breaks (a number for a broken book would mean nothing) */
  apply(msg: DepthMsg): void;
  top(n: number): BookSides;
  all(): BookSides;
}

export type StartBook = (snapshot: DepthMsg) => BookSession;

/** Ours: the client's pure reducer, read through its top-N read. */
export function startOurBook(snapshot: DepthMsg): BookSession {
  let book = applyDepth(EMPTY_DEPTH_BOOK, snapshot);
  return {
    apply(msg) {
      book = applyDepth(book, msg);
      if (!book.ready) throw new Error(`the reducer lost the book (${book.fault}) at seq ${book.seq}`);
    },
    top: (n) => topLevels(book, n),
    all: () => ({ bids: book.bids, asks: book.asks }),
  };
}
