import { describe, expect, it } from 'vitest';
import type { Balance } from '@contract/assets';
import type { Order } from '@contract/spot';
import type { Push } from '@contract/ws';
import { createPrivateFeeds } from '../../src/streams/private-feeds';
import { marbles } from '../helpers/marbles';
import { fakeFeedContext } from './helpers/fake-socket';

const order = (id: string, createdAt: number): Order => ({
  id,
  clientOrderId: `c-${id}`,
  symbol: 'BTCUSDT',
  side: 'sell',
  type: 'limit',
  price: '1',
  quantity: '1',
  quoteAmount: '0',
  filledQty: '0',
  remainingQty: '1',
  avgPrice: '0',
  filledQuote: '0',
  fee: '0',
  feeAsset: 'USDT',
  status: 'new',
  createdAt,
  updatedAt: createdAt,
  version: 1,
});
const balance = (available: string): Balance => ({ wallet: 'spot', asset: 'USDT', available, frozen: '0' });
const push = (ch: string, type: Push['type'], data: unknown): Push => ({ ch, type, seq: 0, ts: 0, data });

describe('private feeds', () => {
  it('orders: empty when signed out, live from the snapshot while signed in, empty again after sign-out', () => {
    const joined = marbles(({ hot, animate, expectObservable }) => {
      animate('            -x---x---x---x---x');
      const token$ = hot('n---t-------n-----', { n: null, t: 'token-1' });
      const orders = hot('------ab----c-----', {
        a: push('orders', 'snapshot', [order('1', 1)]),
        b: push('orders', 'update', order('2', 2)),
        c: push('orders', 'update', order('3', 3)),
      });
      const { ctx, joined } = fakeFeedContext({ orders });
      expectObservable(createPrivateFeeds(ctx, token$).orders$).toBe('-e-------x---e----', {
        e: [],
        x: [order('2', 2), order('1', 1)],
      });
      return joined;
    });
    expect(joined).toEqual(['orders']);
  });

  it('balances: live rows while signed in', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('            ---x---x');
      const token$ = hot('t-------', { t: 'token-1' });
      const balances = hot('-ab-----', { a: push('balances', 'snapshot', [balance('1')]), b: push('balances', 'update', [balance('2')]) });
      const { ctx } = fakeFeedContext({ balances });
      expectObservable(createPrivateFeeds(ctx, token$).balances$).toBe('---x----', { x: [balance('2')] });
    });
  });
});
