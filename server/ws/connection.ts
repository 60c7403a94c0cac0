/**
 * One client socket: what it subscribed to, who it is, and the flow-control state of
 * docs/protocol.md. This class is the only writer of that state: the hub, the registry and the
 * session change it through the methods below and read it through getters. Sending goes through
 * here so the bufferedAmount rules apply to every frame, and so does closing: `close()` is the one
 * way a connection ends, whatever the reason.
 */
import type { WebSocket } from 'ws';
import { decideReply, decideUpdate, SLOW_CONSUMER_CODE } from './flow-control';
import { sendText } from './frames';
import { OpQueue } from './op-queue';
import { Outbox } from './outbox';

export class Connection {
  /** channels this socket receives */
  readonly #subs = new Set<string>();
  /** depth channels whose updates were skipped: they are owed a fresh snapshot */
  readonly #dirty = new Set<string>();
  /** private channels whose snapshot is loading: updates wait here so they follow the snapshot */
  readonly #held = new Map<string, Buffer[]>();
  #userId: number | null = null;
  #token: string | null = null;
  #closed = false;
  readonly #ops = new OpQueue(() => this.#closed);
  /** the sends of a few ms leave as one frame, in order (outbox.ts) */
  readonly #outbox: Outbox;

  constructor(
    private readonly ws: WebSocket,
    readonly locale: string,
    /** leaves the hub and the registry; called once, by close() */
    private readonly onClosed: (conn: Connection) => void,
  ) {
    this.#outbox = new Outbox((payload) => sendText(ws, payload));
    // the client went away (or the socket broke): the same path as every other close
    ws.on('close', () => this.close());
    ws.on('error', () => ws.terminate());
  }

  get subs(): ReadonlySet<string> {
    return this.#subs;
  }

  get dirty(): ReadonlySet<string> {
    return this.#dirty;
  }

  get userId(): number | null {
    return this.#userId;
  }

  get token(): string | null {
    return this.#token;
  }

  get closed(): boolean {
    return this.#closed;
  }

  get pendingOps(): number {
    return this.#ops.pending;
  }

  /** bytes not yet on the wire: the socket's buffer and this turn's batch */
  get buffered(): number {
    return this.ws.bufferedAmount + this.#outbox.bytes;
  }

  subscribe(ch: string): void {
    this.#subs.add(ch);
  }

  /** Forgets everything about `ch`: the subscription, a snapshot it was owed, updates held for it. */
  unsubscribe(ch: string): void {
    this.#subs.delete(ch);
    this.#dirty.delete(ch);
    this.#held.delete(ch);
  }

  /** Who the socket is signed in as (null, null: nobody). */
  bindUser(userId: number | null, token: string | null): void {
    this.#userId = userId;
    this.#token = token;
  }

  markDirty(ch: string): void {
    this.#dirty.add(ch);
  }

  clearDirty(ch: string): void {
    this.#dirty.delete(ch);
  }

  /**
   * Holds back the updates of `ch` until its snapshot is sent. The returned list is the hold itself:
   * a later unsub or sub of `ch` replaces it, which `holding` tells.
   */
  hold(ch: string): Buffer[] {
    const held: Buffer[] = [];
    this.#held.set(ch, held);
    return held;
  }

  holding(ch: string, held: Buffer[]): boolean {
    return this.#held.get(ch) === held;
  }

  /** Ends the hold of `ch` if it is still this one; the held updates are the caller's to send. */
  release(ch: string, held: Buffer[]): void {
    if (this.holding(ch, held)) this.#held.delete(ch);
  }

  /** Runs `op` after every client operation queued before it, unless the connection closed meanwhile. */
  enqueue(op: () => Promise<void>): void {
    this.#ops.push(op);
  }

  /** Sends a frame the client asked for (snapshot, pong, error). */
  reply(frame: Buffer): void {
    if (this.#closed) return;
    if (decideReply(this.buffered) === 'close') return this.closeSlow();
    this.#outbox.push(frame);
  }

  /** Sends an update of `ch` unless the socket is too far behind; depth channels then turn dirty. */
  update(ch: string, frame: Buffer, isDepth: boolean): void {
    if (this.#closed) return;
    const held = this.#held.get(ch);
    if (held) {
      held.push(frame);
      return;
    }
    switch (decideUpdate(this.buffered, isDepth, this.#dirty.has(ch))) {
      case 'send':
        this.#outbox.push(frame);
        return;
      case 'dirty':
        this.#dirty.add(ch);
        return;
      case 'close':
        this.closeSlow();
        return;
      case 'skip':
        return;
    }
  }

  /** Closes with 4008; the socket stops receiving at once and the close frame follows the buffered data. */
  closeSlow(): void {
    this.close(SLOW_CONSUMER_CODE, 'slow consumer');
  }

  /**
   * The one close path (client close, slow consumer, policy violation, server shutdown): the
   * connection leaves the hub and the registry exactly once, then the socket closes with `code`
   * (none: a close frame without a status; nothing at all when the socket is already closed).
   */
  close(code?: number, reason?: string): void {
    if (this.#closed) return;
    this.#closed = true;
    this.onClosed(this);
    // what was already sent (an error reply, say) goes out before the close frame
    this.#outbox.flush();
    this.ws.close(code, reason);
  }
}
