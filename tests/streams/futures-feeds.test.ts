import { describe, expect, it } from 'vitest';
import type { Push } from '@contract/ws';
import { createMarkFeed } from '../../src/streams/mark-feeds';
import { createPrivateFeeds } from '../../src/streams/private-feeds';
import { futuresOrder, markTick, position } from '../helpers/futures-fixtures';
import { marbles } from '../helpers/marbles';
import { fakeFeedContext } from './helpers/fake-socket';

const push = (ch: string, type: Push['type'], data: unknown): Push => ({ ch, type, seq: 0, ts: 0, data });

describe('futures feeds', () => {
  it('mark: every tick is reduced, the latest of each frame is shown', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('          ----x----x');
      const ticks = hot('-abc---d--', {
        a: push('mark.BTCUSDT-PERP', 'snapshot', markTick('1', 1)),
        b: push('mark.BTCUSDT-PERP', 'update', markTick('3', 3)),
        c: push('mark.BTCUSDT-PERP', 'update', markTick('2', 2)),
        d: push('mark.BTCUSDT-PERP', 'update', markTick('4', 4)),
      });
      const { ctx } = fakeFeedContext({ 'mark.BTCUSDT-PERP': ticks });
      expectObservable(createMarkFeed(ctx)('BTCUSDT-PERP')).toBe('----x----y', { x: markTick('3', 3), y: markTick('4', 4) });
    });
  });

  it('positions: empty signed out, the snapshot then updates while signed in, a reconnect snapshot replaces them', () => {
    const joined = marbles(({ hot, animate, expectObservable }) => {
      animate('             -x---x---x---x');
      const token$ = hot('  n---t---------', { n: null, t: 'token-1' });
      const positions = hot('------ab----c-', {
        a: push('positions', 'snapshot', [position({ id: '1' })]),
        b: push('positions', 'update', position({ id: '1', version: 2, quantity: '5' })),
        c: push('positions', 'snapshot', [position({ id: '2' })]),
      });
      const { ctx, joined } = fakeFeedContext({ positions });
      expectObservable(createPrivateFeeds(ctx, token$).positions$).toBe('-e-------x---y', {
        e: [],
        x: [position({ id: '1', version: 2, quantity: '5' })],
        y: [position({ id: '2' })],
      });
      return joined;
    });
    expect(joined).toEqual(['positions']);
  });

  it('futures orders: live while signed in', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('           ---x---x');
      const token$ = hot('t-------', { t: 'token-1' });
      const orders = hot('-a----b-', {
        a: push('futuresOrders', 'snapshot', [futuresOrder()]),
        b: push('futuresOrders', 'update', futuresOrder({ version: 2, status: 'cancelled' })),
      });
      const { ctx } = fakeFeedContext({ futuresOrders: orders });
      expectObservable(createPrivateFeeds(ctx, token$).futuresOrders$).toBe('---x---e', { x: [futuresOrder()], e: [] });
    });
  });
});
