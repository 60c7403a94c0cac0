import type { Observable, SchedulerLike } from 'rxjs';
import type { ClientOp } from '@contract/ws';
import type { ChannelFamily, ChannelPush } from './channels';
import type { StreamStatus } from './connection-status';
import type { BackoffLimits } from '../backoff';
import type { StatsCounter } from './stream-stats';

export interface SocketOptions {
  /** ws(s)://host/ws?locale=…; a function is read again on every reconnect */
  readonly url: string | (() => string);
  /** the WebSocket class; mock-socket's in tests, `ws`'s in Node */
  readonly WebSocketImpl?: unknown;
  readonly token$?: Observable<string | null>;
  /** navigator.onLine and its changes */
  readonly online$?: Observable<boolean>;
  /** timers: grace, heartbeat */
  readonly scheduler?: SchedulerLike;
  readonly graceMs?: number;
  readonly backoff?: BackoffLimits;
  readonly stats?: StatsCounter;
}

export interface StreamSocket {
  readonly status$: Observable<StreamStatus>;
  /** Reference-counted pushes of one channel (channel-registry.ts); `ch` must belong to `family`. */
  channel$<F extends ChannelFamily>(family: F, ch: string): Observable<ChannelPush<F>>;
  /** Sends now if the socket is open; false otherwise (a new connection re-subscribes anyway). */
  send(op: ClientOp): boolean;
  close(): void;
}
