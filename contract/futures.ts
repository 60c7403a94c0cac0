/**
 * USDT-margined linear perpetual contracts (docs/futures.md has the rules and formulas; docs/api.md the calls).
 * One perpetual per spot pair of the simulator, named `<pair>-PERP` (BTCUSDT-PERP). One-way mode: a user holds at
 * most one position per perpetual, long or short. Quantities are whole lots (`contractSize` of the base asset each),
 * sent as integer strings; prices and amounts are decimal strings in USDT.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ClientId, Decimal, Page, PageSize } from './primitives';

export const PerpSymbol = Type.String({ pattern: '^[A-Z0-9]{2,12}USDT-PERP$', maxLength: 21 });
/** A whole number of lots, 1 or more, as a string ("0", signs, decimals and exponents are refused). */
export const Lots = Type.String({ pattern: '^[1-9]\\d{0,8}$', maxLength: 9 });
/** A position or order id as the server printed it. */
export const FuturesId = Type.String({ pattern: '^[1-9]\\d{0,19}$', maxLength: 20 });

export type PositionSide = 'long' | 'short';
export type MarginMode = 'cross' | 'isolated';
/** open: grows (or creates) the position of `side`; close: reduce-only, shrinks the position of `side`. */
export type FuturesAction = 'open' | 'close';
export type FuturesOrderType = 'limit' | 'market';
export type FuturesOrderStatus = 'new' | 'partially_filled' | 'filled' | 'cancelled';
/** who sent the order: the user, or the risk engine / a TP/SL trigger on the user's behalf */
export type FuturesOrderOrigin = 'user' | 'liquidation' | 'takeProfit' | 'stopLoss';
export type PositionCloseReason = 'closed' | 'liquidated' | 'takeProfit' | 'stopLoss';

/** One bracket of the maintenance-margin table: a notional in [notionalFloor, notionalCap) uses this rate. */
export interface MarginTier {
  tier: number;
  notionalFloor: Decimal;
  notionalCap: Decimal;
  /** the highest leverage allowed for a position whose notional is in this bracket */
  maxLeverage: number;
  /** maintenance margin rate, a fraction ("0.004" is 0.4 %) */
  maintenanceRate: Decimal;
  /** maintenance amount (Binance's "cum"): maintenance margin = notional × rate − amount */
  maintenanceAmount: Decimal;
}

/** The published specification of one perpetual (contract/symbol, contract/market/list). */
export interface PerpetualInfo {
  symbol: string;
  /** the spot pair whose price is the index, e.g. BTCUSDT */
  underlying: string;
  base: string;
  quote: 'USDT';
  /** display name such as "BTC/USDT" */
  name: string;
  coinId: number;
  icon: string;
  /** base asset per lot */
  contractSize: Decimal;
  pricePrecision: number;
  /** largest order, in lots */
  maxOrderLots: number;
  maxLeverage: number;
  tiers: MarginTier[];
  makerFee: Decimal;
  takerFee: Decimal;
  fundingIntervalHours: number;
  /** the funding rate is clamped to ±fundingRateCap per interval */
  fundingRateCap: Decimal;
  /** the interest component of the funding rate per interval */
  interestRate: Decimal;
}

/** A recorded mark tick (`mark.{symbol}` channel, the mark tick log). */
export interface MarkTick {
  symbol: string;
  /** sequence of this symbol's tick log, 1, 2, 3 … without gaps */
  seq: number;
  ts: number;
  index: Decimal;
  mark: Decimal;
  /** the rate the next funding would charge if it happened now (a fraction, signed: "-0.0001") */
  fundingRate: string;
  nextFundingTime: number;
}

/** A row of /market's Futures tab. */
export interface PerpetualTicker {
  symbol: string;
  name: string;
  icon: string;
  coinId: number;
  pricePrecision: number;
  /** last traded price of the perpetual's own book ("0" before the first trade) */
  last: Decimal;
  mark: Decimal;
  index: Decimal;
  /** percent of `last` over 24 h, e.g. "-1.25" */
  change24h: string;
  /** quote (USDT) turnover over 24 h */
  quoteVol24h: Decimal;
  fundingRate: string;
  nextFundingTime: number;
}

export interface FuturesSettings {
  symbol: string;
  leverage: number;
  marginMode: MarginMode;
  maxLeverage: number;
}

export interface FuturesOrder {
  id: string;
  clientOrderId: string;
  symbol: string;
  positionSide: PositionSide;
  action: FuturesAction;
  /** buy for open long / close short, sell for open short / close long */
  side: 'buy' | 'sell';
  type: FuturesOrderType;
  origin: FuturesOrderOrigin;
  /** entrusted price; "0" for market orders */
  price: Decimal;
  /** lots */
  quantity: string;
  filledQty: string;
  remainingQty: string;
  avgPrice: Decimal;
  leverage: number;
  marginMode: MarginMode;
  /** initial margin frozen for the unfilled part of an open order */
  frozenMargin: Decimal;
  fee: Decimal;
  /** realised profit or loss of the close fills of this order, signed ("-3.20") */
  realizedPnl: string;
  status: FuturesOrderStatus;
  createdAt: number;
  updatedAt: number;
  /** per-order counter, as spot's `Order.version` */
  version: number;
}

/** One fill of a futures order, seen from that order (contract/order/detail). */
export interface FuturesFill {
  id: number;
  orderId: string;
  side: 'buy' | 'sell';
  role: 'maker' | 'taker';
  price: Decimal;
  /** lots */
  quantity: string;
  /** USDT */
  fee: Decimal;
  ts: number;
}

/** A futures order in full with its fills, oldest first (/tradDetail/{id}?kind=futures). */
export interface FuturesOrderDetail {
  order: FuturesOrder;
  fills: FuturesFill[];
}

export interface Position {
  id: string;
  symbol: string;
  side: PositionSide;
  marginMode: MarginMode;
  leverage: number;
  /** lots */
  quantity: string;
  /** lots not yet promised to open close orders */
  closableQty: string;
  /** average open price */
  entryPrice: Decimal;
  /** the mark price this view was computed with, and its tick */
  markPrice: Decimal;
  markSeq: number;
  /** quantity × contractSize × mark */
  positionValue: Decimal;
  /** isolated: the position's own margin; cross: the initial margin at entry (notional ÷ leverage) */
  margin: Decimal;
  maintenanceMargin: Decimal;
  /** signed */
  unrealizedPnl: string;
  /** unrealised PnL ÷ initial margin, percent, signed, 2 decimals ("12.50") */
  roe: string;
  /** signed: realised by close fills so far, fees not included */
  realizedPnl: string;
  /** fees paid by this position's fills */
  fees: Decimal;
  /** position interest: funding received (positive) or paid (negative) */
  funding: string;
  /** "0" when the position cannot be liquidated (e.g. a fully covered short is impossible, a 1x long) */
  liquidationPrice: Decimal;
  takeProfit: Decimal | null;
  stopLoss: Decimal | null;
  openedAt: number;
  updatedAt: number;
  version: number;
}

/** The mark tick that triggered a liquidation, and what the liquidation order filled at. */
export interface LiquidationEvidence {
  mark: Decimal;
  markTs: number;
  markSeq: number;
  liquidationPrice: Decimal;
  maintenanceMargin: Decimal;
  /** [price, lots] of each fill of the liquidation order */
  fills: [Decimal, string][];
  /** taken from (negative) or added to (positive) the insurance fund */
  insuranceFund: string;
}

export interface ClosedPosition {
  id: string;
  symbol: string;
  side: PositionSide;
  marginMode: MarginMode;
  leverage: number;
  /** the largest quantity the position reached, lots */
  maxQuantity: string;
  entryPrice: Decimal;
  /** average close price */
  closePrice: Decimal;
  realizedPnl: string;
  fees: Decimal;
  funding: string;
  reason: PositionCloseReason;
  liquidation: LiquidationEvidence | null;
  openedAt: number;
  closedAt: number;
}

export interface FundingPayment {
  id: string;
  symbol: string;
  positionId: string;
  /** funding time (00:00, 08:00, 16:00 UTC) */
  ts: number;
  rate: string;
  mark: Decimal;
  markSeq: number;
  /** signed: received (positive) or paid (negative) */
  amount: string;
}

/** One past funding rate of a perpetual (contract/funding/rates), with the mark tick it was computed at. */
export interface FundingRateRecord {
  /** funding time (00:00, 08:00, 16:00 UTC) */
  ts: number;
  rate: string;
  markSeq: number;
}

/** The contract account on Assets and the trade form. equity = available + frozen + positionMargin + unrealizedPnl. */
export interface ContractAccount {
  asset: 'USDT';
  available: Decimal;
  /** initial margin frozen by open orders */
  frozen: Decimal;
  positionMargin: Decimal;
  unrealizedPnl: string;
  /** realised PnL of all closed fills, fees and funding excluded, signed */
  realizedPnl: string;
  equity: Decimal;
}

export const SymbolReq = Type.Object({ symbol: PerpSymbol }, { additionalProperties: false });
export type SymbolReq = Static<typeof SymbolReq>;

export const SetLeverageReq = Type.Object(
  { symbol: PerpSymbol, leverage: Type.Integer({ minimum: 1, maximum: 125 }) },
  { additionalProperties: false },
);
export type SetLeverageReq = Static<typeof SetLeverageReq>;

export const SetMarginModeReq = Type.Object(
  { symbol: PerpSymbol, marginMode: Type.Union([Type.Literal('cross'), Type.Literal('isolated')]) },
  { additionalProperties: false },
);
export type SetMarginModeReq = Static<typeof SetMarginModeReq>;

const TpSl = Type.Optional(Type.Union([Decimal, Type.Null()]));

/**
 * limit: price required; market: no price. Leverage and margin mode are the user's settings of the symbol.
 * takeProfit / stopLoss (open orders only) are set on the position when the order fills.
 */
export const PlaceFuturesOrderReq = Type.Object(
  {
    symbol: PerpSymbol,
    positionSide: Type.Union([Type.Literal('long'), Type.Literal('short')]),
    action: Type.Union([Type.Literal('open'), Type.Literal('close')]),
    type: Type.Union([Type.Literal('limit'), Type.Literal('market')]),
    price: Type.Optional(Decimal),
    quantity: Lots,
    clientOrderId: ClientId,
    takeProfit: TpSl,
    stopLoss: TpSl,
  },
  { additionalProperties: false },
);
export type PlaceFuturesOrderReq = Static<typeof PlaceFuturesOrderReq>;

export const FuturesOrderIdReq = Type.Object({ orderId: FuturesId }, { additionalProperties: false });
export type FuturesOrderIdReq = Static<typeof FuturesOrderIdReq>;

export const FuturesListReq = Type.Object(
  { symbol: Type.Optional(PerpSymbol), page: Type.Optional(Page), size: Type.Optional(PageSize) },
  { additionalProperties: false },
);
export type FuturesListReq = Static<typeof FuturesListReq>;

/** contract/funding/rates: the past rates of one perpetual, newest first. */
export const FundingRatesReq = Type.Object(
  { symbol: PerpSymbol, page: Type.Optional(Page), size: Type.Optional(PageSize) },
  { additionalProperties: false },
);
export type FundingRatesReq = Static<typeof FundingRatesReq>;

/** contract/position/list: every open position, or those of one perpetual. */
export const PositionListReq = Type.Object({ symbol: Type.Optional(PerpSymbol) }, { additionalProperties: false });
export type PositionListReq = Static<typeof PositionListReq>;

/** Partial close: quantity up to the closable quantity; market unless a price is given. */
export const ClosePositionReq = Type.Object(
  { positionId: FuturesId, quantity: Lots, price: Type.Optional(Decimal), clientOrderId: ClientId },
  { additionalProperties: false },
);
export type ClosePositionReq = Static<typeof ClosePositionReq>;

/** Quick close: the whole closable quantity at market. */
export const QuickCloseReq = Type.Object({ positionId: FuturesId, clientOrderId: ClientId }, { additionalProperties: false });
export type QuickCloseReq = Static<typeof QuickCloseReq>;

/** Close all: every position of the user (of one symbol when given) at market; the ids are derived from clientId. */
export const CloseAllReq = Type.Object({ symbol: Type.Optional(PerpSymbol), clientId: ClientId }, { additionalProperties: false });
export type CloseAllReq = Static<typeof CloseAllReq>;

/** Set or clear (null) take-profit and stop-loss; an absent field stays as it is. */
export const SetTpSlReq = Type.Object({ positionId: FuturesId, takeProfit: TpSl, stopLoss: TpSl }, { additionalProperties: false });
export type SetTpSlReq = Static<typeof SetTpSlReq>;
