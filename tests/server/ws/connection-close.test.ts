import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { MAX_CLIENT_FRAME } from '../../../server/ws/gateway';
import { SLOW_CONSUMER_CODE } from '../../../server/ws/flow-control';
import type { Connection } from '../../../server/ws/connection';
import { startFakeGateway, type FakeGateway } from './fake-gateway';
import { watchServerSockets } from './server-sockets';
import { nextOn, WsClient } from './ws-client';

let gw: FakeGateway;
let client: WsClient;
/** the server's side of every socket (the test opens one) */
let serverSockets: Set<WebSocket>;

beforeEach(async () => {
  serverSockets = watchServerSockets();
  gw = await startFakeGateway();
  gw.tokens.set('alice-token', 1);
  client = await WsClient.connect(gw.url);
});
afterEach(async () => {
  vi.restoreAllMocks();
  client.close();
  await gw.close();
});

/** A signed-in socket with a public and a private channel, so every index of the hub names it. */
async function busyConnection(): Promise<{ conn: Connection; detached: () => number }> {
  client.send({ op: 'auth', token: 'alice-token' });
  await client.next((m) => m.op === 'authed');
  for (const ch of ['depth.BTCUSDT', 'orders']) {
    client.send({ op: 'sub', ch });
    await nextOn(client, ch, 'snapshot');
  }
  const [conn] = gw.hub.connections();
  expect(gw.hub.connections()).toHaveLength(1);
  expect(gw.hub.authedConnections()).toEqual([conn]);
  const detach = vi.spyOn(gw.hub, 'detach');
  return { conn: conn!, detached: () => detach.mock.calls.filter(([c]) => c === conn).length };
}

const server = () => [...serverSockets][0]!;

/** Resolves once the server's socket emitted 'close': every listener of it, the connection's too, has run. */
const closedOnServer = (ws: WebSocket) =>
  new Promise<void>((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve() : ws.once('close', () => resolve())));

async function expectGoneOnce(conn: Connection, detached: () => number): Promise<void> {
  await closedOnServer(server());
  expect(conn.closed).toBe(true);
  expect(detached()).toBe(1);
  expect(gw.hub.knows(conn)).toBe(false);
  expect(gw.hub.connections()).toEqual([]);
  expect(gw.hub.authedConnections()).toEqual([]);
}

describe('one close path for every reason a connection ends', () => {
  it('the client closes', async () => {
    const { conn, detached } = await busyConnection();
    client.close();
    await client.closed;
    await expectGoneOnce(conn, detached);
  });

  it('a slow consumer is closed with 4008', async () => {
    gw.moveBook(
      'BTCUSDT',
      Array.from({ length: 400 }, (_, i) => [`${10_000 - i}.00`, '1.77777777']),
      [],
    );
    const { conn, detached } = await busyConnection();
    client.ws.pause();
    while (server().readyState === WebSocket.OPEN) {
      for (let i = 0; i < 20; i++) client.send({ op: 'resync', ch: 'depth.BTCUSDT' });
      await new Promise((r) => setTimeout(r, 2));
    }
    client.ws.resume();
    expect(await client.closed).toEqual({ code: SLOW_CONSUMER_CODE, reason: 'slow consumer' });
    await expectGoneOnce(conn, detached);
  });

  it('a client that queues more than 256 operations is closed with 1008', async () => {
    const { conn, detached } = await busyConnection();
    const release = gw.holdAuth();
    // the auth waits, and 256 operations queue behind it: one too many
    client.send({ op: 'auth', token: 'alice-token' });
    for (let i = 0; i < 256; i++) client.send({ op: 'ping', ts: i });
    expect(await client.closed).toEqual({ code: 1008, reason: 'too many requests' });
    release();
    await expectGoneOnce(conn, detached);
  });

  it('a frame above the size limit closes the socket with 1009', async () => {
    const { conn, detached } = await busyConnection();
    client.send('x'.repeat(MAX_CLIENT_FRAME + 1));
    expect((await client.closed).code).toBe(1009);
    await expectGoneOnce(conn, detached);
  });

  it('the server shuts down', async () => {
    const { conn, detached } = await busyConnection();
    const hub = gw.hub;
    await gw.close();
    await client.closed;
    await closedOnServer(server());
    expect(detached()).toBe(1);
    expect(hub.knows(conn)).toBe(false);
    expect(hub.connections()).toEqual([]);
  });
});
