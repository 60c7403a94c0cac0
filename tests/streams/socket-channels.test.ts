import { BehaviorSubject, type Subscription } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocket, type StreamSocket } from '../../src/streams/socket';
import { createStatsCounter, type StatsCounter } from '../../src/streams/stream-stats';
import { createMockExchange, elapse, MockWebSocket } from './helpers/mock-exchange';

const URL = 'ws://channels.test/ws';
let exchange: ReturnType<typeof createMockExchange>;
let socket: StreamSocket;
let stats: StatsCounter;
const token$ = new BehaviorSubject<string | null>(null);

beforeEach(() => {
  vi.useFakeTimers();
  exchange = createMockExchange(URL);
  token$.next(null);
  stats = createStatsCounter();
  socket = createSocket({ url: URL, WebSocketImpl: MockWebSocket, token$, stats });
});
afterEach(() => {
  socket.close();
  exchange.stop();
  vi.useRealTimers();
});

describe('socket channels', () => {
  it('connects on first use and subscribes; the last subscriber leaving unsubscribes after the 2 s grace', async () => {
    expect(exchange.connections).toHaveLength(0);
    const a = socket.channel$('tickers', 'tickers').subscribe();
    await elapse(100);
    expect(exchange.ops(0)).toEqual([{ op: 'sub', ch: 'tickers' }]);
    a.unsubscribe();
    await elapse(1_999);
    expect(exchange.ops(0)).toHaveLength(1);
    await elapse(10); // mock-socket delivers client frames a few ms later
    expect(exchange.ops(0)).toEqual([
      { op: 'sub', ch: 'tickers' },
      { op: 'unsub', ch: 'tickers' },
    ]);
  });

  it('a subscriber coming back within the grace cancels the unsub (and gets a fresh snapshot via sub)', async () => {
    let sub: Subscription = socket.channel$('depth', 'depth.BTCUSDT').subscribe();
    await elapse(100);
    sub.unsubscribe();
    await elapse(1_500);
    sub = socket.channel$('depth', 'depth.BTCUSDT').subscribe();
    await elapse(10_000);
    expect(exchange.ops(0)).toEqual([
      { op: 'sub', ch: 'depth.BTCUSDT' },
      { op: 'sub', ch: 'depth.BTCUSDT' },
    ]);
    sub.unsubscribe();
  });

  it('delivers each channel its own pushes, drops and counts what it cannot use, and keeps going', async () => {
    const seen: number[] = [];
    const sub = socket.channel$('trades', 'trades.BTCUSDT').subscribe((push) => seen.push(push.seq));
    await elapse(100);
    const trades = (seq: number, ch = 'trades.BTCUSDT') => ({ ch, type: 'update', seq, ts: 1, data: [] });
    exchange.send(trades(1));
    exchange.send('{"broken');
    exchange.send({ ch: 'trades.BTCUSDT', type: 'update', seq: 2, ts: 1, data: [{ id: 'x' }] });
    exchange.send(trades(3, 'trades.ETHUSDT'));
    exchange.send({ ch: 'nope', type: 'update', seq: 4, ts: 1, data: [] });
    exchange.send(trades(5));
    expect(seen).toEqual([1, 5]);
    expect(stats.stats().dropped).toEqual({ 'bad-json': 1, 'bad-shape': 1, 'unknown-channel': 1, 'too-large': 0, unrouted: 1 });
    expect(stats.stats().received).toBe(6);
    sub.unsubscribe();
  });

  it('re-subscribes every live channel after a reconnect: auth first, private channels once authed', async () => {
    token$.next('good');
    const subs = [
      socket.channel$('tickers', 'tickers').subscribe(),
      socket.channel$('orders', 'orders').subscribe(),
      socket.channel$('depth', 'depth.BTCUSDT').subscribe(),
    ];
    subs.pop()!.unsubscribe(); // left before the drop: forgotten, not re-subscribed
    await elapse(100);
    const first = [
      { op: 'auth', token: 'good' },
      { op: 'sub', ch: 'tickers' },
      { op: 'sub', ch: 'orders' },
    ];
    expect(exchange.ops(0)).toEqual(first);

    exchange.drop();
    await elapse(1_100); // one backoff step: 0.5–1 s
    expect(exchange.connections).toHaveLength(2);
    expect(exchange.ops(1)).toEqual(first);
    subs.forEach((s) => s.unsubscribe());
  });

  it('does not subscribe private channels without a token, nor when auth is refused', async () => {
    const sub = socket.channel$('balances', 'balances').subscribe();
    await elapse(100);
    expect(exchange.ops(0)).toEqual([]);
    token$.next('bad');
    await elapse(100);
    expect(exchange.ops(0)).toEqual([{ op: 'auth', token: 'bad' }]);
    token$.next('good');
    await elapse(100);
    expect(exchange.ops(0)).toEqual([
      { op: 'auth', token: 'bad' },
      { op: 'auth', token: 'good' },
      { op: 'sub', ch: 'balances' },
    ]);
    sub.unsubscribe();
  });

  it('signs the socket out at once when the token is removed (log out), so no private push of that user follows', async () => {
    token$.next('good');
    const sub = socket.channel$('balances', 'balances').subscribe();
    await elapse(100);
    token$.next(null);
    await elapse(100);
    expect(exchange.ops(0)).toEqual([
      { op: 'auth', token: 'good' },
      { op: 'sub', ch: 'balances' },
      { op: 'auth', token: '' },
    ]);
    sub.unsubscribe();
  });

  it('refuses a channel name of another family', () => {
    expect(() => socket.channel$('depth', 'trades.BTCUSDT')).toThrow(/not a depth channel/);
  });
});
