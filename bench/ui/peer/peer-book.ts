/**
 * The vanilla peer's local book, written the plain way a page without a framework would: each side
 * a sorted array of levels, absolute quantities applied by binary search ("0" removes), the
 * sequence and the checksum of docs/protocol.md checked on every update, so that the peer does the
 * same protocol work as the app and never shows a wrong book.
 */
import type { Level } from '@contract/market';
import { depthChecksum } from '../../../src/streams/depth-checksum';

export interface DepthMessage {
  type: 'snapshot' | 'update';
  seq: number;
  data: { bids: Level[]; asks: Level[]; checksum?: number };
}

export class PeerBook {
  bids: Level[] = [];
  asks: Level[] = [];
  private seq = -1;
  /** false from a gap or a checksum mismatch until the next snapshot */
  ready = false;

  /** Applies one message; returns false when the book must be fetched again (send `resync`). */
  apply(msg: DepthMessage): boolean {
    if (msg.type === 'snapshot') {
      this.bids = msg.data.bids.slice();
      this.asks = msg.data.asks.slice();
      this.seq = msg.seq;
      this.ready = true;
      return true;
    }
    if (!this.ready) return true;
    if (msg.seq !== this.seq + 1) return (this.ready = false);
    this.seq = msg.seq;
    for (const level of msg.data.bids) applyLevel(this.bids, level, true);
    for (const level of msg.data.asks) applyLevel(this.asks, level, false);
    if (msg.data.checksum !== undefined && depthChecksum(this.bids, this.asks) !== msg.data.checksum) return (this.ready = false);
    return true;
  }
}

function applyLevel(side: Level[], level: Level, descending: boolean): void {
  const price = Number(level[0]);
  let lo = 0;
  let hi = side.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const p = Number(side[mid]![0]);
    if (p === price) {
      if (level[1] === '0' || Number(level[1]) === 0) side.splice(mid, 1);
      else side[mid] = level;
      return;
    }
    if (descending ? p > price : p < price) lo = mid + 1;
    else hi = mid;
  }
  if (Number(level[1]) !== 0) side.splice(lo, 0, level);
}
