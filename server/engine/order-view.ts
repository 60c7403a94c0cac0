/**
 * Engine records as wire shapes. Prices carry the symbol's pricePrecision and quantities its
 * qtyPrecision (exact, since both are validated against tick and lot); USDT amounts, fees and
 * average prices carry all 8 decimals so nothing is lost to display rounding.
 */
import type { Trade } from '@contract/market';
import type { Order, UserTrade } from '@contract/spot';
import { fromUnits, ONE } from '../money';
import type { TradeRow } from '../store/tables/spot';
import { isOpen, type OrderRecord } from './order-record';
import type { SpotMarket } from './spot-market';

export function toOrder(r: OrderRecord, m: SpotMarket): Order {
  const book = m.book;
  const byQuote = r.type === 'market' && r.side === 'buy';
  const remaining = isOpen(r.status) ? r.quantity - r.filledQty : 0n;
  return {
    id: String(r.id),
    clientOrderId: r.clientOrderId,
    symbol: r.symbol,
    side: r.side,
    type: r.type,
    price: r.type === 'market' ? '0' : book.formatPrice(r.price),
    quantity: book.formatQty(byQuote ? r.filledQty : r.quantity),
    quoteAmount: fromUnits(r.quoteAmount),
    filledQty: book.formatQty(r.filledQty),
    remainingQty: book.formatQty(remaining),
    avgPrice: r.filledQty === 0n ? '0' : fromUnits((r.filledQuote * ONE) / r.filledQty),
    filledQuote: fromUnits(r.filledQuote),
    fee: fromUnits(r.fee),
    feeAsset: r.side === 'buy' ? m.base : m.quote,
    status: r.status,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    version: r.version,
  };
}

export function toPublicTrade(row: TradeRow, m: SpotMarket): Trade {
  return {
    id: Number(row.id),
    price: m.book.formatPrice(BigInt(row.price)),
    qty: m.book.formatQty(BigInt(row.qty)),
    side: row.taker_side,
    ts: Number(row.ts),
  };
}

/** The trade as seen by one of its two sides. */
export function toUserTrade(row: TradeRow, userId: number, m: SpotMarket): UserTrade {
  const side = Number(row.buy_user_id) === userId ? 'buy' : 'sell';
  return {
    id: Number(row.id),
    orderId: String(side === 'buy' ? row.buy_order_id : row.sell_order_id),
    symbol: row.symbol,
    side,
    role: side === row.taker_side ? 'taker' : 'maker',
    price: m.book.formatPrice(BigInt(row.price)),
    qty: m.book.formatQty(BigInt(row.qty)),
    quote: fromUnits(BigInt(row.quote)),
    fee: fromUnits(BigInt(side === 'buy' ? row.buy_fee : row.sell_fee)),
    feeAsset: side === 'buy' ? m.base : m.quote,
    ts: Number(row.ts),
  };
}
