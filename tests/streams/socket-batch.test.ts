import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createSocket, type StreamSocket } from '../../src/streams/socket';
import { createStatsCounter, type StatsCounter } from '../../src/streams/stream-stats';
import { createMockExchange, elapse, MockWebSocket } from './helpers/mock-exchange';

const URL = 'ws://batch.test/ws';
let exchange: ReturnType<typeof createMockExchange>;
let socket: StreamSocket;
let stats: StatsCounter;

beforeEach(() => {
  vi.useFakeTimers();
  exchange = createMockExchange(URL);
  stats = createStatsCounter();
  socket = createSocket({ url: URL, WebSocketImpl: MockWebSocket, token$: new BehaviorSubject<string | null>(null), stats });
});
afterEach(() => {
  socket.close();
  exchange.stop();
  vi.useRealTimers();
});

it('routes the pushes of a batch frame in order, like one frame each, and drops only its bad message', async () => {
  const seen: string[] = [];
  const btc = socket.channel$('trades', 'trades.BTCUSDT').subscribe((push) => seen.push(`BTC ${push.seq}`));
  const eth = socket.channel$('trades', 'trades.ETHUSDT').subscribe((push) => seen.push(`ETH ${push.seq}`));
  await elapse(100);
  const trades = (seq: number, ch: string) => ({ ch, type: 'update', seq, ts: 1, data: [] });
  exchange.send([
    trades(1, 'trades.BTCUSDT'),
    trades(1, 'trades.ETHUSDT'),
    { ch: 'nope', type: 'update', seq: 1, ts: 1, data: [] },
    trades(2, 'trades.BTCUSDT'),
  ]);
  exchange.send(trades(3, 'trades.BTCUSDT'));
  expect(seen).toEqual(['BTC 1', 'ETH 1', 'BTC 2', 'BTC 3']);
  expect(stats.stats().dropped['unknown-channel']).toBe(1);
  btc.unsubscribe();
  eth.unsubscribe();
});
