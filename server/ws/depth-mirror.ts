/**
 * The gateway's copy of one order book, kept level by level from the engine's depth events, so the
 * CRC-32 of the top 25 levels after each update is computed once here (docs/protocol.md), not per
 * subscriber, and a snapshot always matches the seq it carries.
 */
import { crc32 } from 'node:zlib';
import type { DepthSnapshot, Level } from '@contract/market';
import { DEPTH_CHECKSUM_LEVELS, type DepthSnapshotData } from '@contract/ws';
import { toUnits } from '../money';

export interface DepthChange {
  seq: number;
  bids: Level[];
  asks: Level[];
}

/** One side, best first: prices in units (for ordering) next to the levels exactly as the engine sent them. */
class BookSide {
  private prices: bigint[] = [];
  levels: Level[] = [];

  constructor(private readonly descending: boolean) {}

  set(level: Level): void {
    const price = toUnits(level[0]);
    const i = this.position(price);
    const found = this.prices[i] === price;
    if (toUnits(level[1]) === 0n) {
      if (found) {
        this.prices.splice(i, 1);
        this.levels.splice(i, 1);
      }
    } else if (found) {
      this.levels[i] = level;
    } else {
      this.prices.splice(i, 0, price);
      this.levels.splice(i, 0, level);
    }
  }

  /** first index whose price is not better than `price` */
  private position(price: bigint): number {
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const p = this.prices[mid]!;
      if (this.descending ? p > price : p < price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

export class DepthMirror {
  private readonly bids = new BookSide(true);
  private readonly asks = new BookSide(false);
  seq: number;

  constructor(snapshot: DepthSnapshot) {
    this.seq = snapshot.seq;
    for (const l of snapshot.bids) this.bids.set(l);
    for (const l of snapshot.asks) this.asks.set(l);
  }

  /** Applies absolute quantities ("0" removes) and takes the change's seq. */
  apply(change: DepthChange): void {
    for (const l of change.bids) this.bids.set(l);
    for (const l of change.asks) this.asks.set(l);
    this.seq = change.seq;
  }

  checksum(): number {
    return depthChecksum(this.bids.levels, this.asks.levels);
  }

  snapshot(limit: number): DepthSnapshotData {
    return { bids: this.bids.levels.slice(0, limit), asks: this.asks.levels.slice(0, limit) };
  }
}

/** CRC-32 (IEEE, unsigned) of "bid0p:bid0q:ask0p:ask0q:bid1p:…" over the top 25 levels. */
export function depthChecksum(bids: readonly Level[], asks: readonly Level[]): number {
  const parts: string[] = [];
  for (let i = 0; i < DEPTH_CHECKSUM_LEVELS; i++) {
    const bid = bids[i];
    const ask = asks[i];
    if (bid) parts.push(bid[0], bid[1]);
    if (ask) parts.push(ask[0], ask[1]);
  }
  return crc32(parts.join(':')) >>> 0;
}
