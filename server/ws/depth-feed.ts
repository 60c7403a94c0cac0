/**
 * Depth channels: one mirror per symbol, created from the engine's snapshot on the first
 * subscription and then kept current from every bus depth event. Each update is serialized once
 * with its checksum; snapshot frames are cached per seq, so a thousand subscribers cost one build.
 */
import type { Level } from '@contract/market';
import { channel } from '@contract/ws';
import type { GatewayDeps } from './deps';
import { DepthMirror, type DepthChange } from './depth-mirror';
import { pushFrame } from './frames';

/** Protocol: a snapshot carries at most 500 levels a side. */
const SNAPSHOT_LEVELS = 500;
/** The mirror holds the whole book so that levels below the snapshot are right when they surface. */
const MIRROR_LEVELS = 1_000_000;

export class DepthFeed {
  private readonly mirrors = new Map<string, DepthMirror>();
  private readonly snapshots = new Map<string, { seq: number; frame: Buffer }>();

  constructor(private readonly spot: GatewayDeps['spot']) {}

  /** The snapshot frame of a symbol's depth channel, at the mirror's seq. */
  snapshot(symbol: string): Buffer {
    const mirror = this.mirror(symbol);
    const cached = this.snapshots.get(symbol);
    if (cached?.seq === mirror.seq) return cached.frame;
    const frame = pushFrame(channel.depth(symbol), 'snapshot', mirror.seq, mirror.snapshot(SNAPSHOT_LEVELS));
    this.snapshots.set(symbol, { seq: mirror.seq, frame });
    return frame;
  }

  /**
   * Folds a depth event into the mirror. Returns the update frame, or null when nobody listens or
   * the event was already part of the mirror. A gap in the engine's seqs (never expected) rebuilds
   * the mirror and answers 'reset' so subscribers get a fresh snapshot.
   */
  apply(symbol: string, change: DepthChange, listening: boolean): Buffer | 'reset' | null {
    const mirror = this.mirrors.get(symbol);
    if (!mirror || change.seq <= mirror.seq) return null;
    if (change.seq > mirror.seq + 1) {
      this.mirrors.set(symbol, new DepthMirror(this.spot.depth(symbol, MIRROR_LEVELS)));
      return 'reset';
    }
    mirror.apply(change);
    if (!listening) return null;
    const data: { bids: Level[]; asks: Level[]; checksum: number } = { bids: change.bids, asks: change.asks, checksum: mirror.checksum() };
    return pushFrame(channel.depth(symbol), 'update', change.seq, data);
  }

  private mirror(symbol: string): DepthMirror {
    let mirror = this.mirrors.get(symbol);
    if (!mirror) {
      mirror = new DepthMirror(this.spot.depth(symbol, MIRROR_LEVELS));
      this.mirrors.set(symbol, mirror);
    }
    return mirror;
  }
}
