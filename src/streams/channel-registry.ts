import { Observable, Subject, timer, type SchedulerLike, type Subscription } from 'rxjs';
import type { Push } from '@contract/ws';

interface Entry {
  readonly pushes$: Subject<Push>;
  refs: number;
  /** pending unsub while nobody listens, cancelled by a new subscriber */
  idleTimer: Subscription | null;
}

export interface ChannelRegistry {
  /** Pushes of one channel; subscribing counts as a reference (see createChannelRegistry). */
  channel$(ch: string): Observable<Push>;
  /** Hands a push to its channel; false when nobody listens to it. */
  route(push: Push): boolean;
  /** Channels that have subscribers, to subscribe again on a new connection. */
  active(): string[];
  /** A new connection has no server-side subscriptions: channels waiting out their grace are forgotten. */
  forgetIdle(): void;
  /** Whether any channel has subscribers or is waiting out its grace (the connection is wanted). */
  hasChannels(): boolean;
}

export interface ChannelHooks {
  /** a subscriber joined: the server must (re)send a snapshot */
  onJoin(ch: string): void;
  /** nobody has listened for the whole grace period */
  onIdle(ch: string): void;
}

/**
 * Reference-counted channels over one socket. Every subscriber that joins triggers `onJoin`, so
 * the socket sends `sub`: the server answers each sub with a fresh snapshot (docs/protocol.md), the
 * only way a newcomer gets a starting state on a channel that is already live. The feeds share one
 * subscription per channel, so in practice that is the first subscriber, or a feed restarting
 * within the grace. When the last subscriber leaves, `onIdle` (unsub) fires only after `graceMs`
 * without a new one, so remounts and quick navigation do not churn subscriptions.
 */
export function createChannelRegistry(graceMs: number, scheduler: SchedulerLike, hooks: ChannelHooks): ChannelRegistry {
  const entries = new Map<string, Entry>();

  function join(ch: string): Entry {
    let entry = entries.get(ch);
    if (!entry) {
      entry = { pushes$: new Subject<Push>(), refs: 0, idleTimer: null };
      entries.set(ch, entry);
    }
    entry.idleTimer?.unsubscribe();
    entry.idleTimer = null;
    entry.refs++;
    return entry;
  }

  function leave(ch: string, entry: Entry): void {
    entry.refs--;
    if (entry.refs > 0) return;
    entry.idleTimer = timer(graceMs, scheduler).subscribe(() => {
      entries.delete(ch);
      hooks.onIdle(ch);
    });
  }

  return {
    channel$: (ch) =>
      new Observable<Push>((subscriber) => {
        const entry = join(ch);
        const inner = entry.pushes$.subscribe(subscriber);
        hooks.onJoin(ch);
        return () => {
          inner.unsubscribe();
          leave(ch, entry);
        };
      }),
    route(push) {
      const entry = entries.get(push.ch);
      if (!entry || entry.refs === 0) return false;
      entry.pushes$.next(push);
      return true;
    },
    active: () => [...entries].filter(([, entry]) => entry.refs > 0).map(([ch]) => ch),
    forgetIdle() {
      for (const [ch, entry] of entries) {
        if (entry.refs > 0) continue;
        entry.idleTimer?.unsubscribe();
        entries.delete(ch);
      }
    },
    hasChannels: () => entries.size > 0,
  };
}
