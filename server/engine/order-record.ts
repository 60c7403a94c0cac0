/** The engine's view of one order (bigint amounts) and its database row (TEXT amounts). */
import type { OrderSide, OrderStatus, OrderType } from '@contract/spot';
import type { OrderRow } from '../store/tables/spot';

export interface OrderRecord {
  id: number;
  userId: number;
  clientOrderId: string;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  /** 0 for market orders */
  price: bigint;
  /** limit and market sell: the entrusted quantity; market buy: 0 (it buys by quoteAmount) */
  quantity: bigint;
  /** market buy: USDT to spend; otherwise 0 */
  quoteAmount: bigint;
  filledQty: bigint;
  filledQuote: bigint;
  fee: bigint;
  /** amount still frozen for this order: USDT for a buy, base for a sell */
  frozen: bigint;
  status: OrderStatus;
  createdAt: number;
  updatedAt: number;
  /** Order.version: 1 when accepted, +1 per command that changes the order */
  version: number;
}

export const isOpen = (status: OrderStatus): boolean => status === 'new' || status === 'partially_filled';

export function toRow(r: OrderRecord): OrderRow {
  return {
    id: r.id,
    user_id: r.userId,
    client_order_id: r.clientOrderId,
    symbol: r.symbol,
    side: r.side,
    type: r.type,
    price: r.price.toString(),
    quantity: r.quantity.toString(),
    quote_amount: r.quoteAmount.toString(),
    filled_qty: r.filledQty.toString(),
    filled_quote: r.filledQuote.toString(),
    fee: r.fee.toString(),
    frozen: r.frozen.toString(),
    status: r.status,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    version: r.version,
  };
}

/** PostgreSQL returns BIGINT columns as strings, SQLite as numbers: both become numbers here. */
export function fromRow(row: OrderRow): OrderRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    clientOrderId: row.client_order_id,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    price: BigInt(row.price),
    quantity: BigInt(row.quantity),
    quoteAmount: BigInt(row.quote_amount),
    filledQty: BigInt(row.filled_qty),
    filledQuote: BigInt(row.filled_quote),
    fee: BigInt(row.fee),
    frozen: BigInt(row.frozen),
    status: row.status,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    version: Number(row.version),
  };
}
