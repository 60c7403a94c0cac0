import ReconnectingWebSocket from 'reconnecting-websocket';
import { BehaviorSubject, asyncScheduler, defer, distinctUntilChanged, map, of, Subscription, type Observable } from 'rxjs';
import type { ClientOp, ControlMsg } from '@contract/ws';
import { createChannelRegistry } from './channel-registry';
import { familyOf, isPrivateChannel, type ChannelFamily, type ChannelPush } from './channels';
import { deriveStatus, INITIAL_CONNECTION, type ConnectionState } from './connection-status';
import { watchHeartbeat } from './heartbeat';
import { parseFrames } from './parse-message';
import { openReconnectingSocket } from './reconnecting-socket';
import type { SocketOptions, StreamSocket } from './socket-types';
import { createStatsCounter } from './stream-stats';

export type { SocketOptions, StreamSocket } from './socket-types';

/** How long a channel nobody listens to stays subscribed (and a shared feed stays alive). */
export const CHANNEL_GRACE_MS = 2_000;

type AuthState = 'none' | 'pending' | 'authed';

/**
 * The one WebSocket of the app. reconnecting-websocket owns reconnection; on every open the socket
 * sends `auth` first when a token is stored, then `sub` for every public channel with subscribers,
 * and `sub` for the private ones once `authed` arrives. Nothing is queued while closed: the
 * re-subscription on open rebuilds all server-side state. The connection opens on first use.
 */
export function createSocket(options: SocketOptions): StreamSocket {
  const scheduler = options.scheduler ?? asyncScheduler;
  const stats = options.stats ?? createStatsCounter();
  const state$ = new BehaviorSubject<ConnectionState>(INITIAL_CONNECTION);
  const patch = (change: Partial<ConnectionState>) => state$.next({ ...state$.value, ...change });
  const lifetime = new Subscription();
  let ws: ReconnectingWebSocket | null = null;
  let heartbeat: Subscription | null = null;
  let token: string | null = null;
  let auth: AuthState = 'none';
  let lastReceivedAt = 0;
  let everOpened = false;

  const send = (op: ClientOp): boolean => {
    if (!ws || ws.readyState !== ReconnectingWebSocket.OPEN) return false;
    ws.send(JSON.stringify(op));
    return true;
  };
  const canSubscribe = (ch: string) => !isPrivateChannel(ch) || auth === 'authed';
  const subscribeAll = (which: (ch: string) => boolean) => {
    for (const ch of registry.active()) if (which(ch)) send({ op: 'sub', ch });
  };
  const authenticate = () => {
    // an empty token signs the socket out on the server at once (log out), not at its next token check
    if (!token && auth !== 'none') send({ op: 'auth', token: '' });
    auth = token && send({ op: 'auth', token }) ? 'pending' : 'none';
  };

  // 'wanted' follows the registry, so the status is 'idle' on pages that show nothing live.
  const registry = createChannelRegistry(options.graceMs ?? CHANNEL_GRACE_MS, scheduler, {
    onJoin: (ch) => {
      patch({ wanted: true });
      if (canSubscribe(ch)) send({ op: 'sub', ch });
    },
    onIdle: (ch) => {
      send({ op: 'unsub', ch });
      patch({ wanted: registry.hasChannels() });
    },
  });

  function onOpen(): void {
    if (everOpened) stats.reconnected();
    everOpened = true;
    lastReceivedAt = scheduler.now();
    registry.forgetIdle();
    patch({ open: true, stale: false, failedAttempts: 0, wanted: registry.hasChannels() });
    authenticate();
    subscribeAll((ch) => !isPrivateChannel(ch));
    heartbeat?.unsubscribe();
    heartbeat = watchHeartbeat(
      () => lastReceivedAt,
      () => send({ op: 'ping', ts: Date.now() }),
      scheduler,
    ).subscribe((liveness) => (liveness === 'dead' ? ws?.reconnect(4000, 'silent') : patch({ stale: liveness === 'stale' })));
  }

  function onClose(): void {
    heartbeat?.unsubscribe();
    heartbeat = null;
    auth = 'none';
    const { open, failedAttempts } = state$.value;
    patch(open ? { open: false, stale: false } : { failedAttempts: failedAttempts + 1 });
  }

  function onControl(msg: ControlMsg): void {
    if (msg.op === 'authed') {
      auth = 'authed';
      subscribeAll(isPrivateChannel);
    } else if (msg.op === 'error') {
      stats.serverError();
      if (msg.code === 401 && msg.ch === undefined) auth = 'none';
    }
  }

  function onMessage(event: { data: unknown }): void {
    stats.received();
    lastReceivedAt = scheduler.now();
    if (state$.value.stale) patch({ stale: false });
    // a batch frame is handled exactly like its messages arriving one frame each (docs/protocol.md)
    for (const parsed of parseFrames(event.data)) {
      if (parsed.kind === 'drop') stats.dropped(parsed.reason);
      else if (parsed.kind === 'control') onControl(parsed.msg);
      else if (!registry.route(parsed.push)) stats.dropped('unrouted');
    }
  }

  function connect(): void {
    ws = openReconnectingSocket(options.url, options.WebSocketImpl ?? globalThis.WebSocket, options.backoff);
    ws.addEventListener('open', onOpen);
    ws.addEventListener('close', onClose);
    ws.addEventListener('message', onMessage);
  }

  /** reconnecting-websocket cannot cut a backoff wait short (reconnect() is ignored meanwhile): replace it. */
  function connectNow(): void {
    ws?.removeEventListener('open', onOpen);
    ws?.removeEventListener('close', onClose);
    ws?.removeEventListener('message', onMessage);
    ws?.close();
    connect();
  }

  function start(): void {
    if (ws) return;
    connect();
    lifetime.add(
      (options.online$ ?? of(true)).subscribe((online) => {
        const cameBack = online && !state$.value.online;
        patch({ online });
        if (cameBack && !state$.value.open) connectNow();
      }),
    );
    lifetime.add(
      (options.token$ ?? of(null)).subscribe((next) => {
        token = next;
        if (state$.value.open) authenticate();
      }),
    );
  }

  return {
    status$: state$.pipe(map(deriveStatus), distinctUntilChanged()),
    channel$<F extends ChannelFamily>(family: F, ch: string) {
      if (familyOf(ch) !== family) throw new Error(`channel ${ch} is not a ${family} channel`);
      return defer(() => {
        start();
        return registry.channel$(ch) as Observable<ChannelPush<F>>;
      });
    },
    send,
    close() {
      lifetime.unsubscribe();
      heartbeat?.unsubscribe();
      ws?.close();
    },
  };
}
