import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { Level } from '@contract/market';
import { CLOSE_ABOVE, SKIP_ABOVE, SLOW_CONSUMER_CODE } from '../../../server/ws/flow-control';
import { ClientBook } from './client-book';
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
  client = await WsClient.connect(gw.url);
});
afterEach(async () => {
  vi.restoreAllMocks();
  client.close();
  await gw.close();
});

/** 400 levels a side; every call changes all quantities, so each update is a large frame. */
function moveWholeBook(round: number): number {
  const qty = `${round}.${'7'.repeat(8)}`;
  const bids: Level[] = Array.from({ length: 400 }, (_, i) => [`${10_000 - i}.00`, qty]);
  const asks: Level[] = Array.from({ length: 400 }, (_, i) => [`${10_001 + i}.00`, qty]);
  return gw.moveBook('BTCUSDT', bids, asks);
}

const server = () => [...serverSockets][0]!;

describe('gateway flow control', () => {
  it('skips depth updates for a socket that does not read, then sends a fresh snapshot once it drained', async () => {
    moveWholeBook(0);
    client.send({ op: 'sub', ch: 'depth.BTCUSDT' });
    const book = new ClientBook((await nextOn(client, 'depth.BTCUSDT', 'snapshot')) as never);
    client.ws.pause();
    let round = 1;
    let lastSeq = 0;
    // write until the server holds more than 1 MiB for this socket, then a few more that must be skipped
    while (server().bufferedAmount <= SKIP_ABOVE) {
      lastSeq = moveWholeBook(round++);
      await new Promise((r) => setImmediate(r));
    }
    for (let i = 0; i < 5; i++) lastSeq = moveWholeBook(round++);
    expect(server().bufferedAmount).toBeLessThan(CLOSE_ABOVE);
    client.ws.resume();
    const snapshot = await client.next((m) => m.ch === 'depth.BTCUSDT' && m.type === 'snapshot');
    expect(snapshot.seq).toBe(lastSeq);
    // the updates that got through form an unbroken chain; the skipped ones are covered by the snapshot
    const delivered = client.take('depth.BTCUSDT');
    expect(delivered.length).toBeGreaterThan(0);
    for (const update of delivered) expect(book.apply(update as never)).toBe('applied');
    expect(book.seq).toBeLessThan(lastSeq);
    const fresh = new ClientBook(snapshot as never);
    gw.moveBook('BTCUSDT', [['1.00', '1']], []);
    expect(fresh.apply((await nextOn(client, 'depth.BTCUSDT', 'update')) as never)).toBe('applied');
  });

  it('closes a socket whose unsent data passes 4 MiB with 4008', async () => {
    moveWholeBook(1);
    client.send({ op: 'sub', ch: 'depth.BTCUSDT' });
    await nextOn(client, 'depth.BTCUSDT', 'snapshot');
    client.ws.pause();
    // a client that keeps asking for snapshots but never reads them
    while (server().readyState === WebSocket.OPEN) {
      for (let i = 0; i < 20; i++) client.send({ op: 'resync', ch: 'depth.BTCUSDT' });
      await new Promise((r) => setTimeout(r, 2));
    }
    client.ws.resume();
    const closed = await client.closed;
    expect(closed).toEqual({ code: SLOW_CONSUMER_CODE, reason: 'slow consumer' });
  });
});
