import { map, scan, type Observable } from 'rxjs';
import type { Ticker, Trade } from '@contract/market';
import { channel } from '@contract/ws';
import { withLiveView, type FeedContext } from './feed-context';
import { keyedCache } from './keyed-cache';
import { applyTickers } from './tickers-reducer';
import { applyTrades } from './trades-reducer';

/** All-market tickers by symbol. */
export function createTickersFeed(ctx: FeedContext): Observable<ReadonlyMap<string, Ticker>> {
  return ctx.socket
    .channel$('tickers', channel.tickers())
    .pipe(scan(applyTickers, new Map<string, Ticker>() as ReadonlyMap<string, Ticker>), withLiveView(ctx));
}

/** One symbol's ticker: each push carries the whole ticker, so reducing is keeping the latest. */
export function createTickerFeed(ctx: FeedContext): (symbol: string) => Observable<Ticker> {
  return keyedCache((symbol: string) =>
    ctx.socket.channel$('ticker', channel.ticker(symbol)).pipe(
      map((push) => push.data),
      withLiveView(ctx),
    ),
  );
}

/** Latest trades of a symbol, newest first, bounded. */
export function createTradesFeed(ctx: FeedContext): (symbol: string) => Observable<readonly Trade[]> {
  return keyedCache((symbol: string) =>
    ctx.socket.channel$('trades', channel.trades(symbol)).pipe(scan(applyTrades, [] as readonly Trade[]), withLiveView(ctx)),
  );
}
