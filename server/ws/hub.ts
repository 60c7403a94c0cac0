/**
 * The fan-out: subscriptions, per-channel seqs and the pushes themselves. Each push is serialized
 * once (frames.ts) and the same bytes go to every subscriber; nothing is serialized for a channel
 * nobody listens to. bus-feeds.ts decides what to push when.
 */
import { channel, PRIVATE_CHANNELS } from '@contract/ws';
import { privateSeqKey, type PrivateChannel } from './channels';
import type { Connection } from './connection';
import type { GatewayDeps } from './deps';
import { DepthFeed } from './depth-feed';
import type { DepthChange } from './depth-mirror';
import { canResume } from './flow-control';
import { pushFrame } from './frames';
import { Registry } from './registry';

/** How often sockets owing a depth snapshot are checked for a drained buffer. */
const DRAIN_CHECK_MS = 100;

export class Hub {
  readonly depth: DepthFeed;
  private readonly registry = new Registry();
  private readonly seqs = new Map<string, number>();
  private readonly owing = new Set<Connection>();
  private readonly drainCheck: NodeJS.Timeout;

  constructor(spot: GatewayDeps['spot']) {
    this.depth = new DepthFeed(spot);
    this.drainCheck = setInterval(() => this.resumeDrained(), DRAIN_CHECK_MS);
  }

  close(): void {
    clearInterval(this.drainCheck);
  }

  /** The seq the next snapshot of a (non-depth) channel carries: the last push's. */
  seqOf(key: string): number {
    return this.seqs.get(key) ?? 0;
  }

  add(conn: Connection, ch: string): void {
    this.registry.add(conn, ch);
  }

  remove(conn: Connection, ch: string): void {
    this.registry.remove(conn, ch);
  }

  /** Binds a connection to a user for private pushes (null unbinds). */
  bindUser(conn: Connection, userId: number | null): void {
    const gone = this.registry.bindUser(conn, userId);
    if (gone === null) return;
    for (const ch of PRIVATE_CHANNELS) this.seqs.delete(privateSeqKey(ch, gone));
  }

  detach(conn: Connection): void {
    for (const ch of [...conn.subs]) this.registry.remove(conn, ch);
    this.bindUser(conn, null);
    this.owing.delete(conn);
  }

  authedConnections(): Connection[] {
    return this.registry.authed();
  }

  /** Pushes an update of a public channel to its subscribers. */
  publish(ch: string, data: unknown): void {
    const subs = this.registry.subscribers(ch);
    if (!subs) return;
    const seq = this.seqOf(ch) + 1;
    this.seqs.set(ch, seq);
    this.fanOut(subs, ch, pushFrame(ch, 'update', seq, data));
  }

  private fanOut(subs: Iterable<Connection>, ch: string, frame: Buffer): void {
    for (const conn of subs) conn.update(ch, frame, false);
  }

  /** Folds a book change into the mirror and pushes it with its checksum. */
  publishDepth(symbol: string, change: DepthChange): void {
    const ch = channel.depth(symbol);
    const subs = this.registry.subscribers(ch);
    const result = this.depth.apply(symbol, change, subs !== undefined);
    if (!subs || result === null) return;
    if (result === 'reset') {
      for (const conn of subs) {
        conn.dirty.add(ch);
        this.owing.add(conn);
      }
      return;
    }
    for (const conn of subs) {
      // a socket owing this channel a snapshot gets the snapshot (which includes this update) once it drained
      if (conn.dirty.has(ch) && canResume(conn.buffered)) this.resendDepth(conn, ch, symbol);
      else conn.update(ch, result, true);
      if (conn.dirty.size > 0) this.owing.add(conn);
    }
  }

  /** Pushes a change of a user's private channel to the sockets of that user that hold it. */
  publishPrivate(userId: number, ch: PrivateChannel, data: unknown): void {
    const conns = this.registry.userSubscribers(userId, ch);
    if (conns.length === 0) return;
    const key = privateSeqKey(ch, userId);
    const seq = this.seqOf(key) + 1;
    this.seqs.set(key, seq);
    this.fanOut(conns, ch, pushFrame(ch, 'update', seq, data));
  }

  private resumeDrained(): void {
    for (const conn of this.owing) {
      if (conn.closed || conn.dirty.size === 0) {
        this.owing.delete(conn);
        continue;
      }
      if (!canResume(conn.buffered)) continue;
      for (const ch of [...conn.dirty]) this.resendDepth(conn, ch, ch.slice('depth.'.length));
      this.owing.delete(conn);
    }
  }

  private resendDepth(conn: Connection, ch: string, symbol: string): void {
    conn.dirty.delete(ch);
    conn.reply(this.depth.snapshot(symbol));
  }
}
