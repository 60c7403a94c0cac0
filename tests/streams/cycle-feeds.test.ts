import { describe, expect, it } from 'vitest';
import type { Push } from '@contract/ws';
import { createIndexFeed } from '../../src/streams/index-feeds';
import { createPrivateFeeds } from '../../src/streams/private-feeds';
import { cycleOrder, indexTick, settledWin } from '../helpers/cycle-fixtures';
import { marbles } from '../helpers/marbles';
import { fakeFeedContext } from './helpers/fake-socket';

const push = (ch: string, type: Push['type'], data: unknown): Push => ({ ch, type, seq: 0, ts: 0, data });

describe('cycle feeds', () => {
  it('index: every tick is reduced into the ring, the ring of each frame is shown', () => {
    const joined = marbles(({ hot, animate, expectObservable }) => {
      animate('          ----x----x');
      const ticks = hot('-abc---d--', {
        a: push('index.XAUUSDT', 'snapshot', [indexTick(1, '2000.00', 'XAUUSDT')]),
        b: push('index.XAUUSDT', 'update', indexTick(2, '2001.00', 'XAUUSDT')),
        c: push('index.XAUUSDT', 'update', indexTick(2, '2001.00', 'XAUUSDT')),
        d: push('index.XAUUSDT', 'update', indexTick(3, '2002.00', 'XAUUSDT')),
      });
      const { ctx, joined } = fakeFeedContext({ 'index.XAUUSDT': ticks });
      const gold = (...seqs: number[]) => seqs.map((seq) => indexTick(seq, `200${seq - 1}.00`, 'XAUUSDT'));
      expectObservable(createIndexFeed(ctx)('XAUUSDT')).toBe('----x----y', { x: gold(1, 2), y: gold(1, 2, 3) });
      return joined;
    });
    expect(joined).toEqual(['index.XAUUSDT']);
  });

  it('cycle orders: empty signed out; live while signed in; a settlement shows until the next snapshot', () => {
    const joined = marbles(({ hot, animate, expectObservable }) => {
      animate('           -x---x---x---x');
      const token$ = hot('n---t---------', { n: null, t: 'token-1' });
      const orders = hot('------ab----c-', {
        a: push('cycleOrders', 'snapshot', [cycleOrder({ id: '1' })]),
        b: push('cycleOrders', 'update', settledWin(cycleOrder({ id: '1' }))),
        c: push('cycleOrders', 'snapshot', [cycleOrder({ id: '2' })]),
      });
      const { ctx, joined } = fakeFeedContext({ cycleOrders: orders });
      expectObservable(createPrivateFeeds(ctx, token$).cycleOrders$).toBe('-e-------x---y', {
        e: [],
        x: [settledWin(cycleOrder({ id: '1' }))],
        y: [cycleOrder({ id: '2' })],
      });
      return joined;
    });
    expect(joined).toEqual(['cycleOrders']);
  });
});
