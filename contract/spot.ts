import { Type, type Static } from '@sinclair/typebox';
import { ClientId, Decimal, Page, PageSize, Symbol } from './primitives';

export type OrderSide = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
export type OrderStatus = 'new' | 'partially_filled' | 'filled' | 'cancelled';

export interface Order {
  id: string;
  clientOrderId: string;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  /** entrusted price; "0" for market orders */
  price: Decimal;
  /** entrusted quantity in base asset; for a market buy by amount, the filled quantity */
  quantity: Decimal;
  /** market buy: the USDT amount to spend */
  quoteAmount: Decimal;
  filledQty: Decimal;
  /** unfilled quantity (0 for a finished order) */
  remainingQty: Decimal;
  /** average deal price, "0" before any fill */
  avgPrice: Decimal;
  /** turnover in USDT */
  filledQuote: Decimal;
  /** fee charged so far, in feeAsset */
  fee: Decimal;
  feeAsset: string;
  status: OrderStatus;
  createdAt: number;
  updatedAt: number;
  /** 1 when accepted, raised by one by every command that changes the order: the higher version is the newer state */
  version: number;
}

export interface UserTrade {
  id: number;
  orderId: string;
  symbol: string;
  side: OrderSide;
  role: 'maker' | 'taker';
  price: Decimal;
  qty: Decimal;
  quote: Decimal;
  fee: Decimal;
  feeAsset: string;
  ts: number;
}

/**
 * limit: price and quantity required. market sell: quantity required.
 * market buy: quoteAmount (USDT to spend) required.
 */
export const PlaceOrderReq = Type.Object(
  {
    symbol: Symbol,
    side: Type.Union([Type.Literal('buy'), Type.Literal('sell')]),
    type: Type.Union([Type.Literal('limit'), Type.Literal('market')]),
    price: Type.Optional(Decimal),
    quantity: Type.Optional(Decimal),
    quoteAmount: Type.Optional(Decimal),
    clientOrderId: ClientId,
  },
  { additionalProperties: false },
);
export type PlaceOrderReq = Static<typeof PlaceOrderReq>;

export const CancelOrderReq = Type.Object({ orderId: Type.String({ pattern: '^[0-9]{1,20}$' }) }, { additionalProperties: false });
export type CancelOrderReq = Static<typeof CancelOrderReq>;

/** spot/order/detail: one of the user's own orders by id. */
export const OrderDetailReq = Type.Object({ orderId: Type.String({ pattern: '^[0-9]{1,20}$' }) }, { additionalProperties: false });
export type OrderDetailReq = Static<typeof OrderDetailReq>;

/** An order in full with its fills, oldest first (/tradDetail/{id}). */
export interface OrderDetail {
  order: Order;
  fills: UserTrade[];
}

export const OrderListReq = Type.Object(
  { symbol: Type.Optional(Symbol), page: Type.Optional(Page), size: Type.Optional(PageSize) },
  { additionalProperties: false },
);
export type OrderListReq = Static<typeof OrderListReq>;
