/**
 * Checks a place request before anything is frozen. The HTTP schema already rejects most bad
 * shapes; this runs again because bots and tests call the service directly, and because tick, lot,
 * minimum and size limits depend on the symbol. Fields that do not apply to the order type (a price
 * on a market order, a quoteAmount on a limit order) are ignored.
 */
import type { PlaceOrderReq } from '@contract/spot';
import { AppError, badRequest, unprocessable } from '../errors';
import { MAX_REQUEST_AMOUNT, parseAmount } from '../ledger/amount';
import type { SymbolDef } from '../catalogue/symbols';
import { fitsPrecision, mulUnits, toUnits } from '../money';

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface ValidOrder {
  def: SymbolDef;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  clientOrderId: string;
  /** 0 for market orders */
  price: bigint;
  /** 0 for a market buy */
  qty: bigint;
  /** market buy only, else 0 */
  quote: bigint;
}

export function validateOrder(req: PlaceOrderReq, find: (symbol: string) => SymbolDef | undefined): ValidOrder {
  const def = typeof req?.symbol === 'string' ? find(req.symbol) : undefined;
  if (!def) throw new AppError(404, 'unknownSymbol');
  const side = oneOf(req.side, ['buy', 'sell'] as const, 'side');
  const type = oneOf(req.type, ['limit', 'market'] as const, 'type');
  if (typeof req.clientOrderId !== 'string' || !CLIENT_ID.test(req.clientOrderId)) throw invalid('clientOrderId');
  const order: ValidOrder = { def, side, type, clientOrderId: req.clientOrderId, price: 0n, qty: 0n, quote: 0n };
  if (type === 'market' && side === 'buy') {
    order.quote = amount(req.quoteAmount, 'quoteAmount', 8, 'amountMustBePositive');
    return order;
  }
  if (type === 'limit') order.price = amount(req.price, 'price', def.pricePrecision, 'priceMustBePositive');
  order.qty = amount(req.quantity, 'quantity', def.qtyPrecision, 'quantityMustBePositive');
  if (order.qty < toUnits(def.minQty)) throw unprocessable('quantityTooSmall', { min: def.minQty });
  if (type === 'limit') {
    const value = mulUnits(order.price, order.qty);
    if (value > MAX_REQUEST_AMOUNT) throw unprocessable('amountTooLarge', { field: 'quantity' });
    if (value === 0n) throw unprocessable('quantityTooSmall', { min: def.minQty });
  }
  return order;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalid(field);
}

/** The same key and params the HTTP schema check uses (reason: a server.reason.* key). */
const invalid = (field: string) => badRequest('invalidField', { field, reason: 'invalid' });

/** A positive decimal string that fits the field's tick (price) or lot (quantity). */
function amount(value: unknown, field: 'price' | 'quantity' | 'quoteAmount', decimals: number, positiveKey: string): bigint {
  if (value === undefined || value === null || value === '') throw badRequest(`${field}Required`, { field });
  if (typeof value !== 'string') throw badRequest('invalidAmount', { field });
  const units = parseAmount(value, field, positiveKey);
  if (!fitsPrecision(units, decimals)) throw badRequest('tooManyDecimals', { field, decimals });
  return units;
}
