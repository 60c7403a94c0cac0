import type { Level } from '@contract/market';
import type { DepthSnapshotData, DepthUpdateData } from '@contract/ws';
import { depthChecksum, sameChecksumLevels } from './depth-checksum';
import { applyLevels, normalizeSide } from './depth-side';

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
    const bids = normalizeSide(msg.data.bids, 'desc');
    const asks = normalizeSide(msg.data.asks, 'asc');
    return { ready: true, seq: msg.seq, bids, asks, checksum: depthChecksum(bids, asks), fault: null };
  }
  if (!book.ready || msg.seq <= book.seq) return book.fault === null ? book : { ...book, fault: null };
  if (msg.seq !== book.seq + 1) return broken(msg.seq, 'gap');
  const bids = applyLevels(book.bids, msg.data.bids, 'desc');
  const asks = applyLevels(book.asks, msg.data.asks, 'asc');
  const unchanged = sameChecksumLevels(book.bids, bids) && sameChecksumLevels(book.asks, asks);
  const checksum = unchanged ? book.checksum : depthChecksum(bids, asks);
  if (checksum !== msg.data.checksum) return broken(msg.seq, 'checksum');
  return { ready: true, seq: msg.seq, bids, asks, checksum, fault: null };
}

function broken(seq: number, fault: DepthFault): DepthBook {
  return { ready: false, seq, bids: [], asks: [], checksum: 0, fault };
}
