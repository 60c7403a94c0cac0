/** market/list, market/symbol, market/depth, market/trades, market/kline (server/market; book and trades from the engine). */
import type { FastifyInstance } from 'fastify';
import { CoinReq, DepthReq, KlineReq, TradesReq, type SymbolInfo, type SymbolSummary, type Ticker } from '@contract/market';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findPerpetual } from '../../catalogue/perpetuals';
import { findCoin, findSymbol, SYMBOLS, type SymbolDef } from '../../catalogue/symbols';
import { everyBook } from '../../futures/every-book';
import { Empty, post } from '../route';

const listed = (def: SymbolDef | undefined): SymbolDef => {
  if (!def) throw new AppError(404, 'unknownSymbol');
  return def;
};
/** A spot pair's or a perpetual's name, or 404. */
const listedBook = (symbol: string): string => (findPerpetual(symbol) ? symbol : listed(findSymbol(symbol)).symbol);

/** A symbol without a ticker yet (market not started) still lists, at its catalogue price. */
function tickerOf(ctx: AppContext, def: SymbolDef): Ticker {
  const p = def.startPrice;
  return (
    ctx.market.ticker(def.symbol) ?? {
      symbol: def.symbol,
      last: p,
      open24h: p,
      high24h: p,
      low24h: p,
      vol24h: '0',
      quoteVol24h: '0',
      change24h: '0.00',
      ts: ctx.clock.now(),
    }
  );
}

function summary(ctx: AppContext, def: SymbolDef): SymbolSummary {
  return {
    symbol: def.symbol,
    coinType: def.base,
    base: def.base,
    quote: def.quote,
    name: def.name,
    category: def.category,
    coinId: def.coinId,
    icon: def.icon,
    pricePrecision: def.pricePrecision,
    qtyPrecision: def.qtyPrecision,
    minQty: def.minQty,
    ticker: tickerOf(ctx, def),
  };
}

function info(ctx: AppContext, def: SymbolDef): SymbolInfo {
  return {
    ...summary(ctx, def),
    introduction: def.introduction,
    totalSupply: def.totalSupply,
    officialSite: def.officialSite,
    blockExplorer: def.blockExplorer,
    makerFee: def.makerFee,
    takerFee: def.takerFee,
  };
}

/** A listed coin's SymbolInfo as market/symbol answers it, or null: the coin page's shell is written from it (coin-shell.ts). */
export function symbolInfoOf(ctx: AppContext, coin: string): SymbolInfo | null {
  const def = findCoin(coin);
  return def ? info(ctx, def) : null;
}

export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  post(app, ctx, 'market/list', { body: Empty }, async () => SYMBOLS.map((def) => summary(ctx, def)));
  post(app, ctx, 'market/symbol', { body: CoinReq }, async ({ body }) => info(ctx, listed(findCoin(body.coin))));
  // a perpetual (BTCUSDT-PERP) has a book, trades and candles like a spot pair
  const books = everyBook(ctx.spot, ctx.futures);
  post(app, ctx, 'market/depth', { body: DepthReq }, async ({ body }) => books.depth(listedBook(body.symbol), body.limit ?? 100));
  post(app, ctx, 'market/trades', { body: TradesReq }, async ({ body }) => books.recentTrades(listedBook(body.symbol), body.limit ?? 50));
  post(app, ctx, 'market/kline', { body: KlineReq }, async ({ body }) => ctx.market.klines({ ...body, symbol: listedBook(body.symbol) }));
}
