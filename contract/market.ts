import { Type, type Static } from '@sinclair/typebox';
import { KlineIntervalSchema, type Decimal } from './primitives';

export type Level = [price: Decimal, qty: Decimal];

export interface Ticker {
  symbol: string;
  last: Decimal;
  open24h: Decimal;
  high24h: Decimal;
  low24h: Decimal;
  /** base-asset volume over 24 h */
  vol24h: Decimal;
  /** quote (USDT) turnover over 24 h */
  quoteVol24h: Decimal;
  /** percent, e.g. "-1.25" */
  change24h: string;
  ts: number;
}

export interface Trade {
  id: number;
  price: Decimal;
  qty: Decimal;
  /** the taker's side */
  side: 'buy' | 'sell';
  ts: number;
}

/** One candle; `t` is the open time in milliseconds. */
export interface Bar {
  t: number;
  o: Decimal;
  h: Decimal;
  l: Decimal;
  c: Decimal;
  v: Decimal;
}

export interface DepthSnapshot {
  bids: Level[];
  asks: Level[];
  seq: number;
}

export type MarketCategory = 'spot' | 'futures' | 'commodity';

/** A tradable pair as listed by market/list. */
export interface SymbolSummary {
  symbol: string;
  coinType: string;
  base: string;
  quote: 'USDT';
  /** display name such as "BTC/USDT" */
  name: string;
  category: MarketCategory;
  /** coin id used for amount display (spec section 9) */
  coinId: number;
  icon: string;
  pricePrecision: number;
  qtyPrecision: number;
  minQty: Decimal;
  ticker: Ticker;
}

export interface SymbolInfo extends SymbolSummary {
  introduction: string;
  totalSupply: string;
  officialSite: string;
  blockExplorer: string;
  makerFee: Decimal;
  takerFee: Decimal;
}

/**
 * A coin as the address /coinDetail/{coinType or id} names it (spec section 2): a coin type in any
 * case (BTC, btc), its pair (BTCUSDT) or its coin id (spec section 9, e.g. 10). market/symbol
 * resolves it, so the client never keeps a copy of the catalogue.
 */
export const CoinRef = Type.String({ pattern: '^[A-Za-z0-9]{1,16}$' });
export const CoinReq = Type.Object({ coin: CoinRef }, { additionalProperties: false });
export type CoinReq = Static<typeof CoinReq>;

/** A book's name: a spot pair (BTCUSDT) or a perpetual (BTCUSDT-PERP, contract/futures.ts). */
export const BookSymbol = Type.String({ pattern: '^[A-Z0-9]{2,12}USDT(-PERP)?$', maxLength: 21 });

export const DepthReq = Type.Object(
  { symbol: BookSymbol, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) },
  { additionalProperties: false },
);
export type DepthReq = Static<typeof DepthReq>;

export const TradesReq = Type.Object(
  { symbol: BookSymbol, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) },
  { additionalProperties: false },
);
export type TradesReq = Static<typeof TradesReq>;

/** Bars with open time strictly before `endTime` (default: now, including the live bar), oldest first. */
export const KlineReq = Type.Object(
  {
    symbol: BookSymbol,
    interval: KlineIntervalSchema,
    endTime: Type.Optional(Type.Integer({ minimum: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type KlineReq = Static<typeof KlineReq>;
