import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { FLUSH_EVERY_MS, MAX_BATCH_BYTES, MAX_FLUSH_WAIT_MS, Outbox } from '../../../server/ws/outbox';
import { startFakeGateway, type FakeGateway } from './fake-gateway';

describe('outbox: one frame per socket per flush', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const flush = () => vi.advanceTimersByTime(FLUSH_EVERY_MS);

  it('writes the pushes of one turn as one array frame, in order; a lone push stays a plain message', () => {
    const written: string[] = [];
    const outbox = new Outbox((frame) => written.push(frame.toString()));
    for (const seq of [1, 2, 3]) outbox.push(Buffer.from(JSON.stringify({ ch: 'trades.BTCUSDT', seq })));
    expect(written).toEqual([]);
    expect(outbox.bytes).toBeGreaterThan(0);
    flush();
    expect(written.map((w) => JSON.parse(w) as unknown)).toEqual([
      [
        { ch: 'trades.BTCUSDT', seq: 1 },
        { ch: 'trades.BTCUSDT', seq: 2 },
        { ch: 'trades.BTCUSDT', seq: 3 },
      ],
    ]);
    outbox.push(Buffer.from('{"op":"pong","ts":1}'));
    flush();
    expect(written[1]).toBe('{"op":"pong","ts":1}');
    expect(outbox.bytes).toBe(0);
  });

  it('joins pushes of several event-loop turns within the flush delay (the commands of a tick commit on separate turns)', () => {
    const written: unknown[] = [];
    const outbox = new Outbox((frame) => written.push(JSON.parse(frame.toString())));
    outbox.push(Buffer.from('{"seq":1}'));
    vi.advanceTimersByTime(FLUSH_EVERY_MS - 1);
    outbox.push(Buffer.from('{"seq":2}'));
    flush();
    expect(written).toEqual([[{ seq: 1 }, { seq: 2 }]]);
  });

  it('waits as long as the last flush took, within bounds, so a slow fan-out catches whole ticks', () => {
    let flushTakesMs = 0;
    const written: unknown[] = [];
    const outbox = new Outbox((frame) => {
      written.push(JSON.parse(frame.toString()));
      vi.setSystemTime(Date.now() + flushTakesMs); // the write to every socket took this long
    });
    /** pushes `seq` and tells after how many ms of waiting it was written */
    const waitFor = (seq: number) => {
      const before = written.length;
      outbox.push(Buffer.from(JSON.stringify({ seq })));
      for (let ms = 1; ms <= 100; ms++) {
        vi.advanceTimersByTime(1);
        if (written.length > before) return ms;
      }
      return Infinity;
    };
    flushTakesMs = 20;
    expect(waitFor(1)).toBe(FLUSH_EVERY_MS);
    flushTakesMs = 200;
    expect(waitFor(2)).toBe(20);
    flushTakesMs = 0;
    expect(waitFor(3)).toBe(MAX_FLUSH_WAIT_MS);
    expect(waitFor(4)).toBe(FLUSH_EVERY_MS);
    expect(written).toEqual([1, 2, 3, 4].map((seq) => ({ seq })));
  });

  it('joins the same frames once for every socket that gets them', () => {
    const written: Buffer[] = [];
    const frames = ['{"seq":1}', '{"seq":2}'].map((f) => Buffer.from(f));
    const outboxes = [1, 2].map(() => new Outbox((frame) => written.push(frame)));
    for (const outbox of outboxes) for (const frame of frames) outbox.push(frame);
    flush();
    expect(written).toHaveLength(2);
    expect(written[0]).toBe(written[1]);
    expect(written[0]!.toString()).toBe('[{"seq":1},{"seq":2}]');
  });

  it('starts a new frame before a batch would pass its size limit', () => {
    const written: unknown[] = [];
    const outbox = new Outbox((frame) => written.push(JSON.parse(frame.toString())));
    const big = Buffer.from(JSON.stringify({ pad: 'x'.repeat(MAX_BATCH_BYTES / 2) }));
    for (let i = 0; i < 3; i++) outbox.push(big);
    flush();
    expect(written.map((w) => (Array.isArray(w) ? w.length : 1))).toEqual([1, 1, 1]);
  });
});

describe('gateway batching on the wire', () => {
  let gw: FakeGateway;
  beforeEach(async () => {
    gw = await startFakeGateway();
  });
  afterEach(async () => {
    await gw.close();
  });

  it('sends the depth updates of one tick to a socket in one frame, seqs in order', async () => {
    const ws = new WebSocket(gw.url);
    const frames: unknown[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
    await new Promise((r) => ws.once('open', r));
    gw.moveBook('BTCUSDT', [['100.00', '1']], []);
    ws.send(JSON.stringify({ op: 'sub', ch: 'depth.BTCUSDT' }));
    while (frames.length === 0) await new Promise((r) => setTimeout(r, 5));
    // one tick: three book changes in the same event-loop turn
    for (const qty of ['2', '3', '4']) gw.moveBook('BTCUSDT', [['100.00', qty]], []);
    while (frames.length < 2) await new Promise((r) => setTimeout(r, 5));
    const batch = frames[1] as { type: string; seq: number }[];
    expect(Array.isArray(batch)).toBe(true);
    expect(batch.map((m) => [m.type, m.seq])).toEqual([
      ['update', 2],
      ['update', 3],
      ['update', 4],
    ]);
    ws.close();
  });
});
