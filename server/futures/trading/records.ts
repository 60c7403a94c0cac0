/** The service's view of a futures order and of a position (bigint amounts, lots), and their database rows. */
import type {
  FuturesAction,
  FuturesOrderOrigin,
  FuturesOrderStatus,
  FuturesOrderType,
  MarginMode,
  PositionCloseReason,
  PositionSide,
} from '@contract/futures';
import type { FuturesOrderRow, PositionRow } from '../../store/tables/futures';

export interface FuturesOrderRecord {
  id: number;
  userId: number;
  clientOrderId: string;
  symbol: string;
  positionSide: PositionSide;
  action: FuturesAction;
  type: FuturesOrderType;
  origin: FuturesOrderOrigin;
  /** limit price; a market order: the bound of its walk (mark ± 5 %) */
  price: bigint;
  /** the price its margin was frozen at (docs/futures.md: limit price, mark × 1.05 for a market buy, mark for a sell) */
  reservePrice: bigint;
  lots: bigint;
  filledLots: bigint;
  filledNotional: bigint;
  fee: bigint;
  /** frozen in the ledger for the unfilled part (open orders only) */
  frozen: bigint;
  realizedPnl: bigint;
  leverage: number;
  marginMode: MarginMode;
  takeProfit: bigint | null;
  stopLoss: bigint | null;
  status: FuturesOrderStatus;
  createdAt: number;
  updatedAt: number;
  version: number;
}

export interface PositionRecord {
  id: number;
  userId: number;
  symbol: string;
  side: PositionSide;
  marginMode: MarginMode;
  leverage: number;
  lots: bigint;
  maxLots: bigint;
  cost: bigint;
  margin: bigint;
  realizedPnl: bigint;
  fees: bigint;
  funding: bigint;
  openNotional: bigint;
  openedLots: bigint;
  closeNotional: bigint;
  closedLots: bigint;
  takeProfit: bigint | null;
  stopLoss: bigint | null;
  closeReason: PositionCloseReason | null;
  liquidation: string | null;
  openedAt: number;
  closedAt: number | null;
  updatedAt: number;
  version: number;
}

export const isOpenOrder = (status: FuturesOrderStatus): boolean => status === 'new' || status === 'partially_filled';
/** buy for open long / close short, sell for open short / close long */
export const bookSide = (o: Pick<FuturesOrderRecord, 'positionSide' | 'action'>): 'buy' | 'sell' =>
  (o.positionSide === 'long') === (o.action === 'open') ? 'buy' : 'sell';

const big = (v: string | null): bigint | null => (v === null ? null : BigInt(v));
const text = (v: bigint | null): string | null => (v === null ? null : v.toString());

export function orderToRow(r: FuturesOrderRecord): FuturesOrderRow {
  return {
    id: r.id,
    user_id: r.userId,
    client_order_id: r.clientOrderId,
    symbol: r.symbol,
    position_side: r.positionSide,
    action: r.action,
    type: r.type,
    origin: r.origin,
    price: r.price.toString(),
    reserve_price: r.reservePrice.toString(),
    lots: r.lots.toString(),
    filled_lots: r.filledLots.toString(),
    filled_notional: r.filledNotional.toString(),
    fee: r.fee.toString(),
    frozen: r.frozen.toString(),
    realized_pnl: r.realizedPnl.toString(),
    leverage: r.leverage,
    margin_mode: r.marginMode,
    take_profit: text(r.takeProfit),
    stop_loss: text(r.stopLoss),
    status: r.status,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    version: r.version,
  };
}

/** PostgreSQL returns BIGINT columns as strings, SQLite as numbers: both become numbers here. */
export function orderFromRow(row: FuturesOrderRow): FuturesOrderRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    clientOrderId: row.client_order_id,
    symbol: row.symbol,
    positionSide: row.position_side,
    action: row.action,
    type: row.type,
    origin: row.origin,
    price: BigInt(row.price),
    reservePrice: BigInt(row.reserve_price),
    lots: BigInt(row.lots),
    filledLots: BigInt(row.filled_lots),
    filledNotional: BigInt(row.filled_notional),
    fee: BigInt(row.fee),
    frozen: BigInt(row.frozen),
    realizedPnl: BigInt(row.realized_pnl),
    leverage: Number(row.leverage),
    marginMode: row.margin_mode,
    takeProfit: big(row.take_profit),
    stopLoss: big(row.stop_loss),
    status: row.status,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    version: Number(row.version),
  };
}

export function positionToRow(p: PositionRecord): PositionRow {
  return {
    id: p.id,
    user_id: p.userId,
    symbol: p.symbol,
    side: p.side,
    margin_mode: p.marginMode,
    leverage: p.leverage,
    lots: p.lots.toString(),
    max_lots: p.maxLots.toString(),
    cost: p.cost.toString(),
    margin: p.margin.toString(),
    realized_pnl: p.realizedPnl.toString(),
    fees: p.fees.toString(),
    funding: p.funding.toString(),
    open_notional: p.openNotional.toString(),
    opened_lots: p.openedLots.toString(),
    close_notional: p.closeNotional.toString(),
    closed_lots: p.closedLots.toString(),
    take_profit: text(p.takeProfit),
    stop_loss: text(p.stopLoss),
    close_reason: p.closeReason,
    liquidation: p.liquidation,
    opened_at: p.openedAt,
    closed_at: p.closedAt,
    updated_at: p.updatedAt,
    version: p.version,
  };
}

export function positionFromRow(row: PositionRow): PositionRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    symbol: row.symbol,
    side: row.side,
    marginMode: row.margin_mode,
    leverage: Number(row.leverage),
    lots: BigInt(row.lots),
    maxLots: BigInt(row.max_lots),
    cost: BigInt(row.cost),
    margin: BigInt(row.margin),
    realizedPnl: BigInt(row.realized_pnl),
    fees: BigInt(row.fees),
    funding: BigInt(row.funding),
    openNotional: BigInt(row.open_notional),
    openedLots: BigInt(row.opened_lots),
    closeNotional: BigInt(row.close_notional),
    closedLots: BigInt(row.closed_lots),
    takeProfit: big(row.take_profit),
    stopLoss: big(row.stop_loss),
    closeReason: row.close_reason,
    liquidation: row.liquidation,
    openedAt: Number(row.opened_at),
    closedAt: row.closed_at === null ? null : Number(row.closed_at),
    updatedAt: Number(row.updated_at),
    version: Number(row.version),
  };
}
