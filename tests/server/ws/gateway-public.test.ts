import { Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Trade } from '@contract/market';
import { ClientBook } from './client-book';
import { startFakeGateway, type FakeGateway } from './fake-gateway';
import { watchServerSockets } from './server-sockets';
import { nextOn, WsClient } from './ws-client';

let gw: FakeGateway;
let client: WsClient;
beforeEach(async () => {
  gw = await startFakeGateway();
  client = await WsClient.connect(gw.url);
});
afterEach(async () => {
  client.close();
  await gw.close();
});

const trade = (id: number, price: string): Trade => ({ id, price, qty: '1', side: 'buy', ts: id });

describe('gateway public channels', () => {
  it('answers a ping with the same ts', async () => {
    client.send({ op: 'ping', ts: 1234.5 });
    expect(await client.next()).toEqual({ op: 'pong', ts: 1234.5 });
  });

  it('sends a depth snapshot, then updates with the book seq and a checksum of the book after the update', async () => {
    gw.moveBook('BTCUSDT', [['64000.00', '1.5']], [['64001.00', '0.2']]);
    client.send({ op: 'sub', ch: 'depth.BTCUSDT' });
    const snap = await nextOn(client, 'depth.BTCUSDT', 'snapshot');
    expect(snap).toMatchObject({ seq: 1, data: { bids: [['64000.00', '1.5']], asks: [['64001.00', '0.2']] } });
    const book = new ClientBook(snap as never);
    const moves: [string, string][][] = [[['63999.00', '2']], [['64000.00', '0']], [['63990.00', '0.1']]];
    for (const bids of moves) gw.moveBook('BTCUSDT', bids, [['64002.00', String(bids.length)]]);
    for (let seq = 2; seq <= 4; seq++) {
      const update = await nextOn(client, 'depth.BTCUSDT', 'update');
      expect(update.seq).toBe(seq);
      expect(book.apply(update as never)).toBe('applied');
    }
    expect(book.levels()).toEqual({
      bids: [
        ['63999.00', '2'],
        ['63990.00', '0.1'],
      ],
      asks: [
        ['64001.00', '0.2'],
        ['64002.00', '1'],
      ],
    });
  });

  it('uses the protocol example for the checksum', async () => {
    client.send({ op: 'sub', ch: 'depth.ETHUSDT' });
    await nextOn(client, 'depth.ETHUSDT', 'snapshot');
    gw.moveBook('ETHUSDT', [['64000.00', '1.5']], [['64001.00', '0.2']]);
    const update = await nextOn(client, 'depth.ETHUSDT', 'update');
    // CRC-32 of "64000.00:1.5:64001.00:0.2"
    expect(update.data.checksum).toBe(887031372);
  });

  it('stops pushing after unsub and sends a fresh snapshot on resync and on a second sub', async () => {
    client.send({ op: 'sub', ch: 'depth.BTCUSDT' });
    await nextOn(client, 'depth.BTCUSDT', 'snapshot');
    gw.moveBook('BTCUSDT', [['1.00', '1']], []);
    await nextOn(client, 'depth.BTCUSDT', 'update');
    client.send({ op: 'resync', ch: 'depth.BTCUSDT' });
    expect(await nextOn(client, 'depth.BTCUSDT')).toMatchObject({ type: 'snapshot', seq: 1, data: { bids: [['1.00', '1']] } });
    client.send({ op: 'sub', ch: 'depth.BTCUSDT' });
    expect(await nextOn(client, 'depth.BTCUSDT')).toMatchObject({ type: 'snapshot', seq: 1 });
    client.send({ op: 'unsub', ch: 'depth.BTCUSDT' });
    expect(await client.next((m) => m.op === 'unsubbed')).toEqual({ op: 'unsubbed', ch: 'depth.BTCUSDT' });
    gw.moveBook('BTCUSDT', [['2.00', '1']], []);
    await client.roundTrip();
    expect(client.take('depth.BTCUSDT')).toEqual([]);
  });

  it('sends the latest trades, then the trades of one command as one push, newest first', async () => {
    gw.trades.push(trade(2, '10'), trade(1, '9'));
    client.send({ op: 'sub', ch: 'trades.BTCUSDT' });
    expect(await nextOn(client, 'trades.BTCUSDT')).toMatchObject({ type: 'snapshot', data: [{ id: 2 }, { id: 1 }] });
    gw.bus.emit('trade', 'BTCUSDT', trade(3, '11'));
    gw.bus.emit('trade', 'BTCUSDT', trade(4, '12'));
    gw.bus.emit('trade', 'ETHUSDT', trade(5, '13'));
    const update = await nextOn(client, 'trades.BTCUSDT', 'update');
    expect(update.data.map((t: Trade) => t.id)).toEqual([4, 3]);
    expect(update.seq).toBe(1);
    gw.bus.emit('trade', 'BTCUSDT', trade(6, '11'));
    expect((await nextOn(client, 'trades.BTCUSDT', 'update')).seq).toBe(2);
  });

  it('pushes a symbol ticker at once and the all-market tickers as a batch of changed symbols', async () => {
    client.send({ op: 'sub', ch: 'tickers' });
    client.send({ op: 'sub', ch: 'ticker.ETHUSDT' });
    expect((await nextOn(client, 'tickers', 'snapshot')).data).toHaveLength(2);
    expect((await nextOn(client, 'ticker.ETHUSDT', 'snapshot')).data.symbol).toBe('ETHUSDT');
    const eth = {
      symbol: 'ETHUSDT',
      last: '3400.00',
      open24h: '3300.00',
      high24h: '3450.00',
      low24h: '3200.00',
      vol24h: '5',
      quoteVol24h: '17000',
      change24h: '3.03',
      ts: 5,
    };
    gw.bus.emit('ticker', { ...eth, last: '3399.00' });
    gw.bus.emit('ticker', eth);
    gw.bus.emit('ticker', { ...eth, symbol: 'BTCUSDT' });
    expect((await nextOn(client, 'ticker.ETHUSDT', 'update')).data.last).toBe('3399.00');
    const batch = await nextOn(client, 'tickers', 'update');
    expect(batch.data).toEqual([eth, { ...eth, symbol: 'BTCUSDT' }]);
  });

  it('sends the last two bars, then the current bar', async () => {
    client.send({ op: 'sub', ch: 'kline.BTCUSDT.1m' });
    expect((await nextOn(client, 'kline.BTCUSDT.1m', 'snapshot')).data).toHaveLength(2);
    const bar = { t: 120_000, o: '2', h: '2', l: '2', c: '2', v: '1' };
    gw.bus.emit('kline', 'BTCUSDT', '5m', { ...bar, t: 0 });
    gw.bus.emit('kline', 'BTCUSDT', '1m', bar);
    expect(await nextOn(client, 'kline.BTCUSDT.1m', 'update')).toMatchObject({ seq: 1, data: bar });
    await client.roundTrip();
    expect(client.received.filter((m) => m.ch?.startsWith('kline'))).toEqual([]);
  });

  it('serializes a push once and sends the same bytes to every subscriber', async () => {
    const watched = watchServerSockets();
    const other = await WsClient.connect(gw.url);
    for (const c of [client, other]) {
      c.send({ op: 'sub', ch: 'trades.BTCUSDT' });
      await nextOn(c, 'trades.BTCUSDT', 'snapshot');
    }
    // what the server writes to its two sockets (written whole: textFrame in server/ws/frames.ts)
    const serverSockets = new Set([...watched].map((ws) => (ws as unknown as { _socket: Socket })._socket));
    const write = vi.spyOn(Socket.prototype, 'write');
    gw.bus.emit('trade', 'BTCUSDT', trade(7, '1'));
    const [a, b] = await Promise.all([nextOn(client, 'trades.BTCUSDT', 'update'), nextOn(other, 'trades.BTCUSDT', 'update')]);
    expect(a).toEqual(b);
    const frames = write.mock.calls.filter((_, i) => serverSockets.has(write.mock.contexts[i] as Socket)).map((call) => call[0]);
    vi.restoreAllMocks();
    expect(serverSockets.size).toBe(2);
    expect(frames).toHaveLength(2);
    expect(frames[0]).toBeInstanceOf(Buffer);
    expect(frames[0]).toBe(frames[1]);
    other.close();
  });
});
