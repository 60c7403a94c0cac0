import { describe, expect, it } from 'vitest';
import type { Level } from '@contract/market';
import type { Push } from '@contract/ws';
import { createDepthFeed, type BookView } from '../../src/streams/depth-feed';
import { depthChecksum } from '../../src/streams/depth-checksum';
import { marbles } from '../helpers/marbles';
import { fakeFeedContext } from './helpers/fake-socket';

const CH = 'depth.BTCUSDT';
const snapshot = (seq: number, bids: Level[], asks: Level[]): Push => ({ ch: CH, type: 'snapshot', seq, ts: 0, data: { bids, asks } });
/** An update and the book it leads to (its checksum is that book's). */
const update = (seq: number, bids: Level[], asks: Level[], after: [Level[], Level[]]): Push => ({
  ch: CH,
  type: 'update',
  seq,
  ts: 0,
  data: { bids, asks, checksum: depthChecksum(...after) },
});
const view = (ready: boolean, seq: number, bids: Level[], asks: Level[]): BookView => ({ ready, seq, bids, asks });

const s = snapshot(10, [['100.00', '1']], [['101.00', '1']]);
const u11 = update(
  11,
  [['99.00', '2']],
  [],
  [
    [
      ['100.00', '1'],
      ['99.00', '2'],
    ],
    [['101.00', '1']],
  ],
);
const u12 = update(
  12,
  [],
  [
    ['101.00', '0'],
    ['102.00', '3'],
  ],
  [
    [
      ['100.00', '1'],
      ['99.00', '2'],
    ],
    [['102.00', '3']],
  ],
);
const u13 = update(
  13,
  [['100.00', '4']],
  [],
  [
    [
      ['100.00', '4'],
      ['99.00', '2'],
    ],
    [['102.00', '3']],
  ],
);
const after13 = view(
  true,
  13,
  [
    ['100.00', '4'],
    ['99.00', '2'],
  ],
  [['102.00', '3']],
);

describe('depth feed', () => {
  it('reduces every message and shows one book per frame with all of them applied', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('           -----x-----x');
      const pushes = hot('-abcd------', { a: s, b: u11, c: u12, d: u13 });
      const { ctx } = fakeFeedContext({ [CH]: pushes });
      expectObservable(createDepthFeed(ctx)('BTCUSDT')).toBe('-----v-----', { v: after13 });
    });
  });

  it('on a gap: shows not ready at once, sends one resync, drops updates until the snapshot, then recovers', () => {
    const { sent, stats } = marbles(({ hot, animate, expectObservable }) => {
      animate('           ---x----x----x----x');
      const pushes = hot('-ab--cd----e------', {
        a: s,
        b: u11,
        c: u13, // 12 is missing: a gap
        d: update(14, [], [], [[], []]),
        e: snapshot(
          14,
          [
            ['100.00', '4'],
            ['99.00', '2'],
          ],
          [['102.00', '3']],
        ),
      });
      const { ctx, sent } = fakeFeedContext({ [CH]: pushes });
      expectObservable(createDepthFeed(ctx)('BTCUSDT')).toBe('---x----y----z----', {
        x: view(
          true,
          11,
          [
            ['100.00', '1'],
            ['99.00', '2'],
          ],
          [['101.00', '1']],
        ),
        y: view(false, 13, [], []),
        z: { ...after13, seq: 14 },
      });
      return { sent, stats: ctx.stats };
    });
    expect(sent).toEqual([{ op: 'resync', ch: CH }]);
    expect(stats.stats().resyncs).toEqual({ gap: 1, checksum: 0 });
  });

  it('on a checksum mismatch: never shows the wrong book, resyncs once', () => {
    const { sent, stats } = marbles(({ hot, animate, expectObservable }) => {
      animate('           ---x----x');
      const bad: Push = { ...u11, data: { ...(u11.data as object), checksum: 1 } };
      const pushes = hot('-ab-----', { a: s, b: bad });
      const { ctx, sent } = fakeFeedContext({ [CH]: pushes });
      expectObservable(createDepthFeed(ctx)('BTCUSDT')).toBe('---x----', { x: view(false, 11, [], []) });
      return { sent, stats: ctx.stats };
    });
    expect(sent).toEqual([{ op: 'resync', ch: CH }]);
    expect(stats.stats().resyncs).toEqual({ gap: 0, checksum: 1 });
  });

  it('is one shared feed per symbol: one channel subscription for many views', () => {
    const joined = marbles(({ hot, animate, expectObservable }) => {
      animate('---x---');
      const { ctx, joined } = fakeFeedContext({ [CH]: hot('-a-----', { a: s }) });
      const getDepth$ = createDepthFeed(ctx);
      expect(getDepth$('BTCUSDT')).toBe(getDepth$('BTCUSDT'));
      expectObservable(getDepth$('BTCUSDT'), '^------').toBe('---x---', { x: view(true, 10, [['100.00', '1']], [['101.00', '1']]) });
      expectObservable(getDepth$('BTCUSDT'), '-----^-').toBe('-----x-', { x: view(true, 10, [['100.00', '1']], [['101.00', '1']]) });
      return joined;
    });
    expect(joined).toEqual([CH]);
  });
});
