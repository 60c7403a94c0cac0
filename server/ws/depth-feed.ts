/**
 * Depth channels, straight from the engine's book: updates are the engine's published changes
 * (seq and checksum included), serialized once for every subscriber; snapshots are a read of the
 * book's top levels at its current seq, cached per seq, so a thousand subscribers cost one build.
 */
import type { DepthUpdateData } from '@contract/ws';
import { channel } from '@contract/ws';
import type { BusEvents } from '../bus';
import type { GatewayDeps } from './deps';
import { pushFrame } from './frames';

/** Protocol: a snapshot carries at most 500 levels a side. */
const SNAPSHOT_LEVELS = 500;

export type DepthEvent = BusEvents['depth'][1];

export class DepthFeed {
  private readonly snapshots = new Map<string, { seq: number; frame: Buffer }>();

  constructor(private readonly spot: GatewayDeps['spot']) {}

  /** The snapshot frame of a symbol's depth channel, at the book's seq. */
  snapshot(symbol: string): Buffer {
    // a read of no levels is the cheap way to learn the book's seq
    const seq = this.spot.depth(symbol, 0).seq;
    const cached = this.snapshots.get(symbol);
    if (cached?.seq === seq) return cached.frame;
    const { bids, asks } = this.spot.depth(symbol, SNAPSHOT_LEVELS);
    const frame = pushFrame(channel.depth(symbol), 'snapshot', seq, { bids, asks });
    this.snapshots.set(symbol, { seq, frame });
    return frame;
  }

  /** The update frame of one engine change; reading its checksum is what computes it. */
  update(symbol: string, change: DepthEvent): Buffer {
    const data: DepthUpdateData = { bids: change.bids, asks: change.asks, checksum: change.checksum };
    return pushFrame(channel.depth(symbol), 'update', change.seq, data);
  }
}
