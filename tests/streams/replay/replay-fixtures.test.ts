import { readFileSync } from 'node:fs';
import { asyncScheduler, NEVER, type Subscription } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ticker, Trade } from '@contract/market';
import { createStreams, type Streams } from '../../../src/streams/create-streams';
import type { BookView } from '../../../src/streams/depth-feed';
import { parseFeed } from '../../../src/streams/replay/feed-line';
import { createReplayServer, type ReplayServer } from '../../../src/streams/replay/replay-server';
import { MALFORMED_COUNTS } from '../../fixtures/feeds/malformed-frames';
import { MockWebSocket } from '../helpers/mock-exchange';
import { referenceBook, referenceTicker, referenceTrades } from '../helpers/reference-feed';

const NO_DROPS = { 'bad-json': 0, 'bad-shape': 0, 'unknown-channel': 0, 'too-large': 0, unrouted: 0 };
const feed = (name: string) => parseFeed(readFileSync(new URL(`../../fixtures/feeds/btcusdt-${name}.ndjson`, import.meta.url), 'utf8'));

let teardown: (() => void) | null = null;
afterEach(() => teardown?.());

/** Replays a fixture into a fresh client watching BTCUSDT's depth, trades and ticker. */
async function replay(name: string) {
  const url = `ws://replay-${name}.test/ws`;
  const lines = feed(name);
  const replayServer: ReplayServer = createReplayServer(url);
  const streams: Streams = createStreams({
    url,
    WebSocketImpl: MockWebSocket,
    fetchKlines: () => NEVER,
    frameScheduler: asyncScheduler, // Node has no animation frames
    backoff: { minMs: 10, maxMs: 50 },
  });
  const latest: { book?: BookView; trades?: readonly Trade[]; ticker?: Ticker } = {};
  const subs: Subscription[] = [
    streams.getDepth$('BTCUSDT').subscribe((book) => (latest.book = book)),
    streams.getTrades$('BTCUSDT').subscribe((trades) => (latest.trades = trades)),
    streams.getTicker$('BTCUSDT').subscribe((ticker) => (latest.ticker = ticker)),
  ];
  teardown = () => {
    subs.forEach((s) => s.unsubscribe());
    streams.close();
    replayServer.stop();
  };
  await replayServer.play(lines);
  const expected = {
    book: referenceBook(lines, 'depth.BTCUSDT'),
    trades: referenceTrades(lines, 'trades.BTCUSDT'),
    ticker: referenceTicker(lines, 'ticker.BTCUSDT'),
  };
  // the last frame is sampled a tick after the last message
  await vi.waitFor(() => expect(latest).toEqual(expected));
  return { streams, replayServer, latest };
}

describe('replaying recorded feeds', () => {
  it('a normal feed ends with the book, trades and ticker of the last snapshot and its updates', async () => {
    const { streams } = await replay('normal');
    expect(streams.stats().dropped).toEqual(NO_DROPS);
    expect(streams.stats().resyncs).toEqual({ gap: 0, checksum: 0 });
  });

  it('a feed recorded from the reference server (server/) replays with no drop and no resync', async () => {
    const { streams } = await replay('recorded');
    expect(streams.stats().dropped).toEqual(NO_DROPS);
    expect(streams.stats().resyncs).toEqual({ gap: 0, checksum: 0 });
  });

  it('across a dropped connection: reconnects, re-subscribes and ends right', async () => {
    const { streams, replayServer } = await replay('disconnect');
    expect(streams.stats().reconnects).toBe(1);
    expect(replayServer.received.filter((op) => op.op === 'sub')).toHaveLength(6);
  });

  it('across a sequence gap: one resync, then the book is right again', async () => {
    const { streams, replayServer } = await replay('gap');
    expect(streams.stats().resyncs).toEqual({ gap: 1, checksum: 0 });
    expect(replayServer.received.filter((op) => op.op === 'resync')).toEqual([{ op: 'resync', ch: 'depth.BTCUSDT' }]);
  });

  it('across a checksum mismatch: one resync, then the book is right again', async () => {
    const { streams } = await replay('checksum');
    expect(streams.stats().resyncs).toEqual({ gap: 0, checksum: 1 });
  });

  it('malformed frames are dropped and counted by reason, and every stream keeps working', async () => {
    const { streams } = await replay('malformed');
    expect(streams.stats().dropped).toEqual(MALFORMED_COUNTS);
    expect(streams.stats().resyncs).toEqual({ gap: 0, checksum: 0 });
  });
});
