/**
 * One client socket: what it subscribed to, who it is, and the flow-control state of
 * docs/protocol.md. Sending goes through here so the bufferedAmount rules apply to every frame.
 */
import type { WebSocket } from 'ws';
import { decideReply, decideUpdate, SLOW_CONSUMER_CODE } from './flow-control';

export class Connection {
  /** channels this socket receives */
  readonly subs = new Set<string>();
  /** depth channels whose updates were skipped: they are owed a fresh snapshot */
  readonly dirty = new Set<string>();
  /** private channels whose snapshot is loading: updates wait here so they follow the snapshot */
  readonly loading = new Map<string, Buffer[]>();
  userId: number | null = null;
  token: string | null = null;
  closed = false;
  /** client operations run one after another (an auth must finish before the next sub) */
  queue: Promise<void> = Promise.resolve();
  pendingOps = 0;

  constructor(
    readonly ws: WebSocket,
    readonly locale: string,
    private readonly onClosed: (conn: Connection) => void,
  ) {}

  get buffered(): number {
    return this.ws.bufferedAmount;
  }

  /** Sends a frame the client asked for (snapshot, pong, error). */
  reply(frame: Buffer): void {
    if (this.closed) return;
    if (decideReply(this.buffered) === 'close') return this.closeSlow();
    this.ws.send(frame, { binary: false });
  }

  /** Sends an update of `ch` unless the socket is too far behind; depth channels then turn dirty. */
  update(ch: string, frame: Buffer, isDepth: boolean): void {
    if (this.closed) return;
    const wait = this.loading.get(ch);
    if (wait) {
      wait.push(frame);
      return;
    }
    switch (decideUpdate(this.buffered, isDepth, this.dirty.has(ch))) {
      case 'send':
        this.ws.send(frame, { binary: false });
        return;
      case 'dirty':
        this.dirty.add(ch);
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
    this.shut(SLOW_CONSUMER_CODE, 'slow consumer');
  }

  shut(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.onClosed(this);
    this.ws.close(code, reason);
  }
}
