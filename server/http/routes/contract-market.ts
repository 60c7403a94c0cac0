/**
 * The perpetuals' public reads (docs/api.md, contract/market/list, contract/symbol, contract/mark,
 * contract/funding/rates): the catalogue's specs, the latest mark tick of the price service and the
 * 24 h ticker that market data folds from each perpetual's own trades.
 */
import type { FastifyInstance } from 'fastify';
import { FundingRatesReq, SymbolReq, type PerpetualInfo, type PerpetualTicker } from '@contract/futures';
import { findPerpetual, PERPETUALS } from '../../catalogue/perpetuals';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { Empty, post } from '../route';

const perpetual = (symbol: string): PerpetualInfo => {
  const perp = findPerpetual(symbol);
  if (!perp) throw new AppError(404, 'unknownSymbol');
  return perp;
};

function tickerOf(ctx: AppContext, perp: PerpetualInfo): PerpetualTicker {
  const ticker = ctx.market.ticker(perp.symbol);
  const mark = ctx.prices.tick(perp.symbol);
  return {
    symbol: perp.symbol,
    name: perp.name,
    icon: perp.icon,
    coinId: perp.coinId,
    pricePrecision: perp.pricePrecision,
    // before its first trade a perpetual has no ticker
    last: ticker?.last ?? '0',
    mark: mark?.mark ?? '0',
    index: mark?.index ?? '0',
    change24h: ticker?.change24h ?? '0.00',
    quoteVol24h: ticker?.quoteVol24h ?? '0',
    fundingRate: mark?.fundingRate ?? '0',
    nextFundingTime: mark?.nextFundingTime ?? 0,
  };
}

export function registerContractMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  post(app, ctx, 'contract/market/list', { body: Empty }, async () => PERPETUALS.map((perp) => tickerOf(ctx, perp)));
  post(app, ctx, 'contract/symbol', { body: SymbolReq }, async ({ body }) => perpetual(body.symbol));
  post(app, ctx, 'contract/mark', { body: SymbolReq }, async ({ body }) => {
    const tick = ctx.prices.tick(perpetual(body.symbol).symbol);
    if (!tick) throw notFound();
    return tick;
  });
  post(app, ctx, 'contract/funding/rates', { body: FundingRatesReq }, async ({ body }) => {
    perpetual(body.symbol);
    return ctx.prices.fundingRates(body);
  });
}
