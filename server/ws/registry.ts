/** Who listens to what: connections per channel, and per signed-in user for the private channels. */
import type { Connection } from './connection';

export class Registry {
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

  add(conn: Connection, ch: string): void {
    conn.subs.add(ch);
    let set = this.channels.get(ch);
    if (!set) this.channels.set(ch, (set = new Set()));
    set.add(conn);
  }

  remove(conn: Connection, ch: string): void {
    conn.subs.delete(ch);
    conn.dirty.delete(ch);
    conn.loading.delete(ch);
    const set = this.channels.get(ch);
    set?.delete(conn);
    if (set?.size === 0) this.channels.delete(ch);
  }

  /** Binds a connection to a user (null unbinds); returns the user left without any connection, if one did. */
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
    conn.userId = userId;
    if (userId !== null) {
      let set = this.users.get(userId);
      if (!set) this.users.set(userId, (set = new Set()));
      set.add(conn);
    }
    return gone === userId ? null : gone;
  }
}
