import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedLine } from '../../../src/streams/replay/feed-line';
import { createReplayServer, type ReplayServer } from '../../../src/streams/replay/replay-server';
import { MockWebSocket } from '../helpers/mock-exchange';

const URL = 'ws://replay-server.test/ws';
let replay: ReplayServer;
let client: WebSocket;
let frames: string[];
let closes: number[];

function connect(): void {
  client = new MockWebSocket(URL) as unknown as WebSocket;
  client.addEventListener('message', (event) => frames.push(String(event.data)));
  client.addEventListener('close', (event) => closes.push(event.code));
}

beforeEach(() => {
  vi.useFakeTimers();
  replay = createReplayServer(URL);
  frames = [];
  closes = [];
});
afterEach(() => {
  replay.stop();
  vi.useRealTimers();
});

const feed: FeedLine[] = [
  { t: 0, event: 'open' },
  { t: 0, sent: { op: 'sub', ch: 'tickers' } },
  { t: 10, msg: { n: 1 } },
  { t: 1_010, raw: 'two' },
  { t: 3_010, event: 'close', code: 4008 },
];

describe('replay server', () => {
  it('at speed 1 keeps the recorded pace, waits for the client at sync points, answers pings, drops on close', async () => {
    const done = replay.play(feed, { speed: 1 });
    await vi.advanceTimersByTimeAsync(100);
    connect();
    await vi.advanceTimersByTimeAsync(100);
    expect(frames).toEqual([]); // connected, but the sub has not been sent yet
    client.send(JSON.stringify({ op: 'ping', ts: 7 }));
    client.send(JSON.stringify({ op: 'sub', ch: 'tickers' }));
    await vi.advanceTimersByTimeAsync(10);
    expect(frames).toEqual(['{"op":"pong","ts":7}']);
    await vi.advanceTimersByTimeAsync(10);
    expect(frames).toEqual(['{"op":"pong","ts":7}', '{"n":1}']);
    await vi.advanceTimersByTimeAsync(990);
    expect(frames).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20);
    expect(frames.at(-1)).toBe('two');
    await vi.advanceTimersByTimeAsync(2_100);
    await done;
    expect(closes).toEqual([4008]);
    expect(replay.received).toEqual([
      { op: 'ping', ts: 7 },
      { op: 'sub', ch: 'tickers' },
    ]);
  });

  it('as fast as possible by default; a sync point the client never meets fails the replay', async () => {
    connect();
    const done = replay.play(feed, { syncTimeoutMs: 1_000 });
    const failed = expect(done).rejects.toThrow(/waiting for the client to send \{"op":"sub","ch":"tickers"\}/);
    await vi.advanceTimersByTimeAsync(1_100);
    await failed;
  });
});
