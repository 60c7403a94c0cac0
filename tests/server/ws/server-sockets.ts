import { vi } from 'vitest';
import WebSocket from 'ws';

/**
 * The server's side of every socket, seen as the gateway reads its bufferedAmount (flow control reads
 * it before every send; the sends themselves bypass ws.send, see server/ws/frames.ts). Call in
 * beforeEach, before the socket connects; vi.restoreAllMocks() ends the watch.
 */
export function watchServerSockets(): Set<WebSocket> {
  const sockets = new Set<WebSocket>();
  const read = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'bufferedAmount')!.get!;
  vi.spyOn(WebSocket.prototype, 'bufferedAmount', 'get').mockImplementation(function (this: WebSocket) {
    if ((this as unknown as { _isServer: boolean })._isServer) sockets.add(this);
    return read.call(this) as number;
  });
  return sockets;
}
