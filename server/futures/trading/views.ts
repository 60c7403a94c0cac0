/**
 * Records as wire shapes (contract/futures.ts). Prices carry the perpetual's price precision, lots are whole
 * numbers, USDT amounts all 8 decimals; average prices are rounded to the tick half up like the entry price.
 */
import type { ClosedPosition, FundingPayment, FuturesFill, FuturesOrder, LiquidationEvidence } from '@contract/futures';
import type { Trade } from '@contract/market';
import { fromUnits } from '../../money';
import type { FundingPaymentRow, FuturesTradeRow } from '../../store/tables/futures';
import { entryPrice } from '../math';
import type { PerpMarket } from './perp-market';
import { bookSide, isOpenOrder, type FuturesOrderRecord, type PositionRecord } from './records';

/** Σ notional ÷ (lots × contract size), on the tick: the average price of fills or of a position. */
export const averagePrice = (m: PerpMarket, notional: bigint, lots: bigint): bigint =>
  entryPrice(notional, lots * m.contractSize, m.info.pricePrecision);

export function toFuturesOrder(r: FuturesOrderRecord, m: PerpMarket): FuturesOrder {
  return {
    id: String(r.id),
    clientOrderId: r.clientOrderId,
    symbol: r.symbol,
    positionSide: r.positionSide,
    action: r.action,
    side: bookSide(r),
    type: r.type,
    origin: r.origin,
    price: r.type === 'market' ? '0' : m.book.formatPrice(r.price),
    quantity: r.lots.toString(),
    filledQty: r.filledLots.toString(),
    remainingQty: (isOpenOrder(r.status) ? r.lots - r.filledLots : 0n).toString(),
    avgPrice: r.filledLots === 0n ? '0' : m.book.formatPrice(averagePrice(m, r.filledNotional, r.filledLots)),
    leverage: r.leverage,
    marginMode: r.marginMode,
    frozenMargin: fromUnits(r.frozen),
    fee: fromUnits(r.fee),
    realizedPnl: fromUnits(r.realizedPnl),
    status: r.status,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    version: r.version,
  };
}

/** What an open position, its last push and its history row all show of it. */
export const positionBasics = (p: PositionRecord) => ({
  id: String(p.id),
  symbol: p.symbol,
  side: p.side,
  marginMode: p.marginMode,
  leverage: p.leverage,
  realizedPnl: fromUnits(p.realizedPnl),
  fees: fromUnits(p.fees),
  funding: fromUnits(p.funding),
  openedAt: p.openedAt,
});

export function toClosedPosition(p: PositionRecord, m: PerpMarket): ClosedPosition {
  return {
    ...positionBasics(p),
    maxQuantity: p.maxLots.toString(),
    entryPrice: m.book.formatPrice(averagePrice(m, p.openNotional, p.openedLots)),
    closePrice: p.closedLots === 0n ? '0' : m.book.formatPrice(averagePrice(m, p.closeNotional, p.closedLots)),
    reason: p.closeReason ?? 'closed',
    liquidation: p.liquidation === null ? null : (JSON.parse(p.liquidation) as LiquidationEvidence),
    closedAt: p.closedAt ?? p.updatedAt,
  };
}

export function toPublicTrade(row: FuturesTradeRow, m: PerpMarket): Trade {
  return {
    id: Number(row.id),
    price: m.book.formatPrice(BigInt(row.price)),
    qty: String(row.lots),
    side: row.taker_side,
    ts: Number(row.ts),
  };
}

/** A fill seen from `orderId`: its book side by the order id, not the user, so a self-trade shows each order its own side. */
export function toFuturesFill(row: FuturesTradeRow, orderId: number, m: PerpMarket): FuturesFill {
  const side = Number(row.buy_order_id) === orderId ? 'buy' : 'sell';
  return {
    id: Number(row.id),
    orderId: String(orderId),
    side,
    role: row.taker_side === side ? 'taker' : 'maker',
    price: m.book.formatPrice(BigInt(row.price)),
    quantity: String(row.lots),
    fee: fromUnits(BigInt(side === 'buy' ? row.buy_fee : row.sell_fee)),
    ts: Number(row.ts),
  };
}

export function toFundingPayment(row: FundingPaymentRow, m: PerpMarket): FundingPayment {
  return {
    id: String(row.id),
    symbol: row.symbol,
    positionId: String(row.position_id),
    ts: Number(row.funding_time),
    rate: row.rate,
    mark: m.book.formatPrice(BigInt(row.mark)),
    markSeq: Number(row.mark_seq),
    amount: fromUnits(BigInt(row.amount)),
  };
}
