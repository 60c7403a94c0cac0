import ReconnectingWebSocket, { type Options } from 'reconnecting-websocket';

/** Reconnection delays (docs/protocol.md, "Reconnection"). */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 10_000;

export interface BackoffLimits {
  readonly minMs: number;
  readonly maxMs: number;
}

/**
 * Exponential backoff with "equal jitter": retry n waits a random time between half and all of
 * min·2^n (capped at max), never less than min. The jitter spreads the reconnects of many phones
 * after a server restart; the floor keeps a flapping network from hammering the server.
 * Retry 0 is the first connection and does not wait.
 */
export function backoffDelay(retry: number, random: () => number, limits: BackoffLimits): number {
  if (retry <= 0) return 0;
  const ceiling = Math.min(limits.maxMs, limits.minMs * 2 ** retry);
  return Math.max(limits.minMs, ceiling / 2 + (random() * ceiling) / 2);
}

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
