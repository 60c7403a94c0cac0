/**
 * Who listens to what: every open connection, connections per channel, and per signed-in user for
 * the private channels. These are indexes over the connections; each connection keeps its own state.
 */
import type { Connection } from './connection';

export class Registry {
  private readonly open = new Set<Connection>();
  private readonly channels = new Map<string, Set<Connection>>();
  private readonly users = new Map<number, Set<Connection>>();

  subscribers(ch: string): ReadonlySet<Connection> | undefined {
    return this.channels.get(ch);
  }

  /** Connections of `userId` that hold the private channel `ch`. */
  userSubscribers(userId: number, ch: string): Connection[] {
    return [...(this.users.get(userId) ?? [])].filter((c) => c.subs.has(ch));
  }

  authed(): Connection[] {
    return [...this.users.values()].flatMap((set) => [...set]);
  }

  connections(): Connection[] {
    return [...this.open];
  }

  /** Whether any index still names `conn`. */
  knows(conn: Connection): boolean {
    if (this.open.has(conn)) return true;
    for (const set of this.channels.values()) if (set.has(conn)) return true;
    for (const set of this.users.values()) if (set.has(conn)) return true;
    return false;
  }

  attach(conn: Connection): void {
    this.open.add(conn);
  }

  detach(conn: Connection): void {
    this.open.delete(conn);
  }

  add(conn: Connection, ch: string): void {
    let set = this.channels.get(ch);
    if (!set) this.channels.set(ch, (set = new Set()));
    set.add(conn);
  }

  remove(conn: Connection, ch: string): void {
    const set = this.channels.get(ch);
    set?.delete(conn);
    if (set?.size === 0) this.channels.delete(ch);
  }

  /** Moves a connection from its current user to `userId` (null: none); returns the user left without any connection, if one is. */
  bindUser(conn: Connection, userId: number | null): number | null {
    let gone: number | null = null;
    if (conn.userId !== null) {
      const set = this.users.get(conn.userId);
      set?.delete(conn);
      if (set?.size === 0) {
        this.users.delete(conn.userId);
        gone = conn.userId;
      }
    }
    if (userId !== null) {
      let set = this.users.get(userId);
      if (!set) this.users.set(userId, (set = new Set()));
      set.add(conn);
    }
    return gone === userId ? null : gone;
  }
}
