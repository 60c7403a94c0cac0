/**
 * The operations of one client (sub, unsub, resync, auth, ping), run one after another so that an
 * `auth` is done before the `sub` that follows it. Errors are answered, never thrown.
 */
import { translate } from '../i18n/translate';
import { isPrivate, isPrivateChannel, parseChannel, type ChannelRef, type PrivateChannel } from './channels';
import { parseClientOp } from './client-ops';
import type { Connection } from './connection';
import type { GatewayDeps } from './deps';
import { encode } from './frames';
import type { Hub } from './hub';
import { privateSnapshot, publicSnapshot } from './snapshots';
import type { ClientOp } from '@contract/ws';

/** Channels one socket may hold: every public channel of a few symbols and then some. */
export const MAX_SUBSCRIPTIONS = 200;
/** Operations waiting behind a slow one (an auth); a client that floods past this is cut off. */
const MAX_PENDING_OPS = 256;
const POLICY_VIOLATION = 1008;

export class Session {
  constructor(
    private readonly deps: GatewayDeps,
    private readonly hub: Hub,
    readonly conn: Connection,
  ) {}

  /** Queues one client frame; binary frames are not part of the protocol. */
  receive(text: string | null): void {
    const conn = this.conn;
    if (conn.closed) return;
    if (conn.pendingOps >= MAX_PENDING_OPS) return conn.close(POLICY_VIOLATION, 'too many requests');
    conn.enqueue(async () => {
      try {
        if (text === null) this.error(400, 'badRequest');
        else await this.handle(text);
      } catch (err) {
        console.error('gateway: an operation failed', err);
        this.error(500, 'internalError');
      }
    });
  }

  error(code: number, key: string, ch?: string): void {
    this.conn.reply(encode({ op: 'error', code, msg: translate(this.conn.locale, key), ...(ch !== undefined ? { ch } : {}) }));
  }

  /** The token stopped being valid (expired, logged out): private channels close with a 401 each. */
  expire(): void {
    const ended = this.endPrivateChannels();
    for (const ch of ended) this.error(401, 'sessionExpired', ch);
    if (ended.length === 0) this.error(401, 'sessionExpired');
    this.hub.bindUser(this.conn, null, null);
  }

  /**
   * Ends every private channel the socket holds, whichever they are (PRIVATE_CHANNELS): each one
   * carries the data of the user the socket was bound to, and must not go on under another user.
   */
  private endPrivateChannels(): PrivateChannel[] {
    const ended = [...this.conn.subs].filter(isPrivateChannel);
    for (const ch of ended) this.hub.remove(this.conn, ch);
    return ended;
  }

  private async handle(text: string): Promise<void> {
    const parsed = parseClientOp(text);
    if (!parsed.ok) return this.error(400, parsed.key, parsed.ch);
    const op: ClientOp = parsed.op;
    switch (op.op) {
      case 'ping':
        return this.conn.reply(encode({ op: 'pong', ts: op.ts }));
      case 'auth':
        return this.auth(op.token);
      case 'unsub': {
        if (!parseChannel(op.ch)) return this.error(400, 'unknownChannel', op.ch);
        this.hub.remove(this.conn, op.ch);
        return this.conn.reply(encode({ op: 'unsubbed', ch: op.ch }));
      }
      case 'sub':
      case 'resync': {
        const ref = parseChannel(op.ch);
        if (!ref) return this.error(400, 'unknownChannel', op.ch);
        if (!this.conn.subs.has(ref.ch) && this.conn.subs.size >= MAX_SUBSCRIPTIONS) return this.error(400, 'tooManySubscriptions', ref.ch);
        return this.subscribe(ref);
      }
    }
  }

  private async auth(token: string): Promise<void> {
    const userId = token ? await this.deps.accounts.verifyToken(token) : null;
    if (this.conn.closed) return;
    if (userId === null) {
      // a failed auth must not leave the socket signed in as whoever it was before
      if (this.conn.userId !== null) return this.expire();
      return this.error(401, 'sessionExpired');
    }
    if (this.conn.userId !== null && this.conn.userId !== userId) {
      // another account on the same socket: the client subscribes again once `authed`, getting the new user's snapshots
      this.endPrivateChannels();
    }
    this.hub.bindUser(this.conn, userId, token);
    this.conn.reply(encode({ op: 'authed', ok: true }));
  }

  private async subscribe(ref: ChannelRef): Promise<void> {
    const conn = this.conn;
    if (!isPrivate(ref)) {
      this.hub.add(conn, ref.ch);
      conn.clearDirty(ref.ch);
      return conn.reply(publicSnapshot(this.deps, this.hub, ref));
    }
    const userId = conn.userId;
    if (userId === null) return this.error(401, 'authRequired', ref.ch);
    // updates that arrive while the snapshot loads wait and follow it (they carry absolute state)
    const waiting = conn.hold(ref.ch);
    this.hub.add(conn, ref.ch);
    let frame: Buffer;
    try {
      frame = await privateSnapshot(this.deps, this.hub, ref, userId);
    } catch (err) {
      // no snapshot, no channel: the client may simply subscribe again
      if (conn.holding(ref.ch, waiting)) this.hub.remove(conn, ref.ch);
      throw err;
    } finally {
      conn.release(ref.ch, waiting);
    }
    if (!conn.subs.has(ref.ch) || conn.userId !== userId) return;
    conn.reply(frame);
    for (const update of waiting) conn.update(ref.ch, update, false);
  }
}
