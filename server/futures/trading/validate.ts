/**
 * Checks a futures request before anything is frozen. The HTTP schema already rejects most bad shapes; this runs
 * again because the simulator's bots and tests call the service directly, and because tick and size limits depend
 * on the perpetual. A price on a market order and TP/SL on a close are ignored.
 */
import type { PlaceFuturesOrderReq, PositionSide } from '@contract/futures';
import { AppError, badRequest, unprocessable } from '../../errors';
import { parseAmount } from '../../ledger/amount';
import { fitsPrecision } from '../../money';
import { tpSlRuleBroken } from '../math';
import type { PerpMarket } from './perp-market';

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const LOTS = /^[1-9]\d{0,8}$/;
const ID = /^[1-9]\d{0,14}$/;

export interface ValidFuturesOrder {
  market: PerpMarket;
  positionSide: PositionSide;
  action: 'open' | 'close';
  type: 'limit' | 'market';
  clientOrderId: string;
  /** null for a market order */
  price: bigint | null;
  lots: bigint;
  takeProfit: bigint | null;
  stopLoss: bigint | null;
}

export function validateFuturesOrder(req: PlaceFuturesOrderReq, find: (symbol: string) => PerpMarket | undefined): ValidFuturesOrder {
  const market = typeof req?.symbol === 'string' ? find(req.symbol) : undefined;
  if (!market) throw new AppError(404, 'unknownSymbol');
  const positionSide = oneOf(req.positionSide, ['long', 'short'] as const, 'positionSide');
  const action = oneOf(req.action, ['open', 'close'] as const, 'action');
  const type = oneOf(req.type, ['limit', 'market'] as const, 'type');
  if (typeof req.clientOrderId !== 'string' || !CLIENT_ID.test(req.clientOrderId)) throw invalid('clientOrderId');
  const lots = validLots(req.quantity, market);
  const price = type === 'limit' ? validPrice(req.price, 'price', market) : null;
  const opening = action === 'open';
  const takeProfit = opening ? optionalPrice(req.takeProfit, 'takeProfit', market) : null;
  const stopLoss = opening ? optionalPrice(req.stopLoss, 'stopLoss', market) : null;
  return { market, positionSide, action, type, clientOrderId: req.clientOrderId, price, lots, takeProfit, stopLoss };
}

export function validLots(value: unknown, market: PerpMarket, field = 'quantity'): bigint {
  if (value === undefined || value === null || value === '') throw badRequest('quantityRequired', { field });
  if (typeof value !== 'string' || !LOTS.test(value)) throw badRequest('lotsWholeNumber', { field });
  const lots = BigInt(value);
  if (lots > BigInt(market.info.maxOrderLots)) throw unprocessable('lotsTooMany', { max: market.info.maxOrderLots });
  return lots;
}

export function validPrice(value: unknown, field: 'price' | 'takeProfit' | 'stopLoss', market: PerpMarket): bigint {
  if (value === undefined || value === null || value === '') throw badRequest('priceRequired', { field });
  if (typeof value !== 'string') throw badRequest('invalidAmount', { field });
  const units = parseAmount(value, field, 'priceMustBePositive');
  if (!fitsPrecision(units, market.info.pricePrecision))
    throw badRequest('tooManyDecimals', { field, decimals: market.info.pricePrecision });
  return units;
}

/** Absent or null: none. */
export function optionalPrice(value: unknown, field: 'takeProfit' | 'stopLoss', market: PerpMarket): bigint | null {
  return value === undefined || value === null ? null : validPrice(value, field, market);
}

/** The four take-profit / stop-loss rules against the open price (422 with the spec's message). */
export function checkTpSl(side: PositionSide, openPrice: bigint, prices: { takeProfit?: bigint | null; stopLoss?: bigint | null }): void {
  const broken = tpSlRuleBroken(side, openPrice, prices);
  if (broken) throw unprocessable(broken);
}

/** A position or order id as the server printed it; anything else is simply not found. */
export function validId(value: unknown, key: 'orderNotFound' | 'positionNotFound'): number {
  if (typeof value !== 'string' || !ID.test(value)) throw new AppError(404, key);
  return Number(value);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalid(field);
}

const invalid = (field: string) => badRequest('invalidField', { field, reason: 'invalid' });
