/**
 * The fan-out: subscriptions, per-channel seqs and the pushes themselves. Each push is serialized
 * once (frames.ts) and the same bytes go to every subscriber; nothing is serialized for a channel
 * nobody listens to. bus-feeds.ts decides what to push when.
 */
import { channel, PRIVATE_CHANNELS } from '@contract/ws';
import { privateSeqKey, type PrivateChannel } from './channels';
import type { Connection } from './connection';
import type { GatewayDeps } from './deps';
import { DepthFeed, type DepthEvent } from './depth-feed';
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

  /** Server shutdown: every connection ends through its one close path. */
  close(): void {
    clearInterval(this.drainCheck);
    for (const conn of this.registry.connections()) conn.close();
  }

  /** The seq the next snapshot of a (non-depth) channel carries: the last push's. */
  seqOf(key: string): number {
    return this.seqs.get(key) ?? 0;
  }

  attach(conn: Connection): void {
    this.registry.attach(conn);
  }

  /** Forgets a closed connection everywhere; Connection.close() calls it, once. */
  detach(conn: Connection): void {
    for (const ch of [...conn.subs]) this.remove(conn, ch);
    this.bindUser(conn, null, null);
    this.owing.delete(conn);
    this.registry.detach(conn);
  }

  connections(): Connection[] {
    return this.registry.connections();
  }

  /** Whether the hub still knows `conn` in any way (it must not once `conn` closed). */
  knows(conn: Connection): boolean {
    return this.registry.knows(conn) || this.owing.has(conn);
  }

  add(conn: Connection, ch: string): void {
    this.registry.add(conn, ch);
    conn.subscribe(ch);
  }

  remove(conn: Connection, ch: string): void {
    this.registry.remove(conn, ch);
    conn.unsubscribe(ch);
  }

  /** Binds a connection to a user and the token it proved it with, for private pushes (null, null unbinds). */
  bindUser(conn: Connection, userId: number | null, token: string | null): void {
    const gone = this.registry.bindUser(conn, userId);
    conn.bindUser(userId, token);
    if (gone === null) return;
    for (const ch of PRIVATE_CHANNELS) this.seqs.delete(privateSeqKey(ch, gone));
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

  /** Forwards a change of the engine's book, with its seq and checksum, to the depth channel's subscribers. */
  publishDepth(symbol: string, change: DepthEvent): void {
    const ch = channel.depth(symbol);
    const subs = this.registry.subscribers(ch);
    if (!subs) return;
    const frame = this.depth.update(symbol, change);
    for (const conn of subs) {
      // a socket owing this channel a snapshot gets the snapshot (which includes this update) once it drained
      if (conn.dirty.has(ch) && canResume(conn.buffered)) this.resendDepth(conn, ch, symbol);
      else conn.update(ch, frame, true);
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
    conn.clearDirty(ch);
    conn.reply(this.depth.snapshot(symbol));
  }
}
