import { Server, WebSocket, type Client } from 'mock-socket';
import { vi } from 'vitest';
import type { ClientOp } from '@contract/ws';

/**
 * A scriptable mock-socket server for socket tests: it records what each connection sent, answers
 * auth (and, unless told otherwise, pings) the way docs/protocol.md says, and can drop connections.
 */
export function createMockExchange(url: string, options: { answerPings?: boolean } = {}) {
  const server = new Server(url);
  const connections: { client: Client; ops: ClientOp[] }[] = [];
  server.on('connection', (client) => {
    const connection = { client, ops: [] as ClientOp[] };
    connections.push(connection);
    client.on('message', (data) => {
      const op = JSON.parse(String(data)) as ClientOp;
      connection.ops.push(op);
      if (op.op === 'auth')
        client.send(JSON.stringify(op.token === 'good' ? { op: 'authed', ok: true } : { op: 'error', code: 401, msg: 'no' }));
      if (op.op === 'ping' && options.answerPings !== false) client.send(JSON.stringify({ op: 'pong', ts: op.ts }));
    });
  });
  return {
    server,
    connections,
    /** ops of the n-th connection (0-based), without pings */
    ops: (n: number) => (connections[n]?.ops ?? []).filter((op) => op.op !== 'ping'),
    pings: (n: number) => (connections[n]?.ops ?? []).filter((op) => op.op === 'ping').length,
    send: (msg: unknown) => connections.at(-1)?.client.send(typeof msg === 'string' ? msg : JSON.stringify(msg)),
    drop: () => connections.at(-1)?.client.close({ code: 1006, reason: 'gone', wasClean: false }),
    stop: () => server.stop(),
  };
}

export { WebSocket as MockWebSocket };

/** Lets fake time pass, running the promise callbacks reconnecting-websocket relies on. */
export const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
