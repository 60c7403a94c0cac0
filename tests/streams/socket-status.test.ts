import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamStatus } from '../../src/streams/connection-status';
import { createSocket, type StreamSocket } from '../../src/streams/socket';
import { createMockExchange, elapse, MockWebSocket } from './helpers/mock-exchange';

let cleanup: (() => void)[] = [];
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup.forEach((undo) => undo());
  cleanup = [];
  vi.useRealTimers();
});

function start(url: string, online$ = new BehaviorSubject(true)) {
  const socket: StreamSocket = createSocket({ url, WebSocketImpl: MockWebSocket, online$ });
  const statuses: StreamStatus[] = [];
  const subs = [socket.status$.subscribe((s) => statuses.push(s)), socket.channel$('tickers', 'tickers').subscribe()];
  cleanup.push(() => {
    subs.forEach((s) => s.unsubscribe());
    socket.close();
  });
  return { socket, statuses, online$ };
}

function exchangeAt(url: string, answerPings = true) {
  const exchange = createMockExchange(url, { answerPings });
  cleanup.push(exchange.stop);
  return exchange;
}

describe('socket status while nothing live is wanted', () => {
  it('is idle until a channel is wanted, and idle again once the last one has waited out its grace', async () => {
    const exchange = exchangeAt('ws://idle.test/ws');
    const socket = createSocket({ url: 'ws://idle.test/ws', WebSocketImpl: MockWebSocket });
    const statuses: StreamStatus[] = [];
    const status = socket.status$.subscribe((s) => statuses.push(s));
    cleanup.push(() => {
      status.unsubscribe();
      socket.close();
    });
    await elapse(5_000);
    expect(statuses).toEqual(['idle']);
    expect(exchange.connections).toHaveLength(0);

    const tickers = socket.channel$('tickers', 'tickers').subscribe();
    await elapse(100);
    expect(statuses).toEqual(['idle', 'connecting', 'live']);
    tickers.unsubscribe();
    await elapse(1_900); // the channel is still subscribed within its grace: coming back is instant
    expect(statuses).toEqual(['idle', 'connecting', 'live']);
    await elapse(200);
    expect(statuses).toEqual(['idle', 'connecting', 'live', 'idle']);
  });

  it('stays idle while the browser is offline and nothing is wanted; a live view then sees offline', async () => {
    const online$ = new BehaviorSubject(false);
    const socket = createSocket({ url: 'ws://nonet.test/ws', WebSocketImpl: MockWebSocket, online$ });
    const statuses: StreamStatus[] = [];
    const status = socket.status$.subscribe((s) => statuses.push(s));
    await elapse(100);
    expect(statuses).toEqual(['idle']);
    const tickers = socket.channel$('tickers', 'tickers').subscribe();
    cleanup.push(() => {
      tickers.unsubscribe();
      status.unsubscribe();
      socket.close();
    });
    expect(statuses).toEqual(['idle', 'offline']);
  });
});

describe('socket heartbeat and status', () => {
  it('pings every 5 s; a connection that answers stays live', async () => {
    const exchange = exchangeAt('ws://alive.test/ws');
    const { statuses } = start('ws://alive.test/ws');
    await elapse(60_100); // opened a few ms in, so the 12th ping is at 60 s and a few ms
    expect(exchange.connections).toHaveLength(1);
    expect(exchange.pings(0)).toBe(12);
    expect(statuses).toEqual(['idle', 'connecting', 'live']);
  });

  it('10 s without a frame is stale; 20 s forces a reconnect', async () => {
    const exchange = exchangeAt('ws://silent.test/ws', false);
    const { statuses } = start('ws://silent.test/ws');
    await elapse(9_000);
    expect(statuses).toEqual(['idle', 'connecting', 'live']);
    expect(exchange.pings(0)).toBe(1);
    await elapse(2_000);
    expect(statuses).toEqual(['idle', 'connecting', 'live', 'stale']);
    await elapse(10_000);
    expect(exchange.connections).toHaveLength(2);
    expect(exchange.ops(1)).toEqual([{ op: 'sub', ch: 'tickers' }]);
    expect(statuses).toEqual(['idle', 'connecting', 'live', 'stale', 'connecting', 'live']);
  });

  it('any frame ends staleness at once', async () => {
    const exchange = exchangeAt('ws://quiet.test/ws', false);
    const { statuses } = start('ws://quiet.test/ws');
    await elapse(11_000);
    exchange.send({ op: 'pong', ts: 1 });
    expect(statuses).toEqual(['idle', 'connecting', 'live', 'stale', 'live']);
  });

  it('is offline while the browser is offline, and reconnects at once when it is back', async () => {
    const lost = exchangeAt('ws://net.test/ws');
    const { statuses, online$ } = start('ws://net.test/ws');
    await elapse(100);
    online$.next(false);
    lost.drop();
    lost.stop();
    await elapse(60_000); // attempts fail meanwhile; the backoff has grown to its 5–10 s ceiling
    expect(statuses).toEqual(['idle', 'connecting', 'live', 'offline']);
    const back = exchangeAt('ws://net.test/ws');
    online$.next(true);
    await elapse(50);
    expect(back.connections).toHaveLength(1);
    expect(statuses).toEqual(['idle', 'connecting', 'live', 'offline', 'live']);
  });

  it('is offline once a connection attempt has failed, live when the server is reachable again', async () => {
    const { statuses } = start('ws://down.test/ws');
    await elapse(100);
    expect(statuses).toEqual(['idle', 'connecting', 'offline']);
    exchangeAt('ws://down.test/ws');
    await elapse(10_000); // the longest backoff step
    expect(statuses).toEqual(['idle', 'connecting', 'offline', 'live']);
  });
});
