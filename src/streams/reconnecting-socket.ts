import ReconnectingWebSocket, { type Options } from 'reconnecting-websocket';
import { backoffDelay, type BackoffLimits } from '../backoff';

/** Reconnection delays (docs/protocol.md, "Reconnection"). */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 10_000;

/**
 * A reconnecting-websocket that waits backoffDelay() between attempts. The library computes
 * `minReconnectionDelay · growFactor^(retry-1)` (capped at the max) with no jitter of its own beyond
 * a random default fixed once per page load, so the grow factor is 1 and the minimum is a getter
 * read at every retry. Messages are never queued while closed (maxEnqueuedMessages 0): the owner
 * re-sends its whole state on every open instead.
 */
export function openReconnectingSocket(
  url: string | (() => string),
  WebSocketImpl: unknown,
  limits: BackoffLimits = { minMs: RECONNECT_MIN_MS, maxMs: RECONNECT_MAX_MS },
): ReconnectingWebSocket {
  let socket: ReconnectingWebSocket | null = null;
  const options: Options = {
    WebSocket: WebSocketImpl,
    maxEnqueuedMessages: 0,
    reconnectionDelayGrowFactor: 1,
    maxReconnectionDelay: limits.maxMs,
  };
  Object.defineProperty(options, 'minReconnectionDelay', {
    enumerable: true,
    // Read by the constructor's first connect too, before `socket` is assigned: retry 0, no wait.
    get: () => backoffDelay(socket?.retryCount ?? 0, Math.random, limits),
  });
  socket = new ReconnectingWebSocket(url, [], options);
  return socket;
}
