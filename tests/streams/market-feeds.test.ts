import { describe, expect, it } from 'vitest';
import type { Ticker, Trade } from '@contract/market';
import type { Push } from '@contract/ws';
import { createTickerFeed, createTickersFeed, createTradesFeed } from '../../src/streams/market-feeds';
import { marbles } from '../helpers/marbles';
import { fakeFeedContext } from './helpers/fake-socket';

const ticker = (symbol: string, last: string): Ticker => ({
  symbol,
  last,
  open24h: '1',
  high24h: '1',
  low24h: '1',
  vol24h: '0',
  quoteVol24h: '0',
  change24h: '0',
  ts: 0,
});
const trade = (id: number): Trade => ({ id, price: '1.00', qty: '1', side: 'sell', ts: id });
const push = (ch: string, type: Push['type'], data: unknown): Push => ({ ch, type, seq: 0, ts: 0, data });

describe('market feeds', () => {
  it('trades: every trade of a frame is in that frame’s list, newest first', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('           ----x-----x');
      const pushes = hot('-abc---d---', {
        a: push('trades.BTCUSDT', 'snapshot', [trade(2), trade(1)]),
        b: push('trades.BTCUSDT', 'update', [trade(3)]),
        c: push('trades.BTCUSDT', 'update', [trade(5), trade(4)]),
        d: push('trades.BTCUSDT', 'update', [trade(6)]),
      });
      const { ctx } = fakeFeedContext({ 'trades.BTCUSDT': pushes });
      expectObservable(createTradesFeed(ctx)('BTCUSDT')).toBe('----x-----y', {
        x: [5, 4, 3, 2, 1].map(trade),
        y: [6, 5, 4, 3, 2, 1].map(trade),
      });
    });
  });

  it('tickers: a map by symbol, updated by each push, sampled per frame', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('           ---x----x');
      const pushes = hot('-ab---c--', {
        a: push('tickers', 'snapshot', [ticker('BTCUSDT', '1'), ticker('ETHUSDT', '2')]),
        b: push('tickers', 'update', [ticker('ETHUSDT', '3')]),
        c: push('tickers', 'update', [ticker('BTCUSDT', '4')]),
      });
      const { ctx } = fakeFeedContext({ tickers: pushes });
      expectObservable(createTickersFeed(ctx)).toBe('---x----y', {
        x: new Map([
          ['BTCUSDT', ticker('BTCUSDT', '1')],
          ['ETHUSDT', ticker('ETHUSDT', '3')],
        ]),
        y: new Map([
          ['BTCUSDT', ticker('BTCUSDT', '4')],
          ['ETHUSDT', ticker('ETHUSDT', '3')],
        ]),
      });
    });
  });

  it('ticker: the latest ticker of the frame, one shared feed per symbol', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('           ---x---');
      const pushes = hot('-ab----', {
        a: push('ticker.BTCUSDT', 'snapshot', ticker('BTCUSDT', '1')),
        b: push('ticker.BTCUSDT', 'update', ticker('BTCUSDT', '2')),
      });
      const { ctx } = fakeFeedContext({ 'ticker.BTCUSDT': pushes });
      const getTicker$ = createTickerFeed(ctx);
      expect(getTicker$('BTCUSDT')).toBe(getTicker$('BTCUSDT'));
      expectObservable(getTicker$('BTCUSDT')).toBe('---x---', { x: ticker('BTCUSDT', '2') });
    });
  });
});
