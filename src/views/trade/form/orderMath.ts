import { compare, divFloor, isDecimal, isPositive, mul, percentOf } from '../../../decimal';
import type { OrderFormState, Percent } from './orderFormState';

/** Decimals of a USDT amount typed for a market buy (cents; the ledger would take 8). */
export const QUOTE_DECIMALS = 2;

/** What the form needs to know about the pair and the user's spot balances. */
export interface OrderContext {
  pricePrecision: number;
  qtyPrecision: number;
  minQty: string;
  /** spot available of the base asset and of USDT; null while unknown (signed out, loading) */
  baseAvailable: string | null;
  quoteAvailable: string | null;
  /** latest trade price, to estimate a market sell */
  last: string;
}

const positive = (text: string) => isDecimal(text) && isPositive(text);

/**
 * The amount a slider stop stands for, cut (never rounded up) to the field's decimals:
 * sell: that share of the base available; market buy: that share of the USDT available;
 * limit buy: that share of the USDT available divided by the price. Null when it cannot be known.
 */
export function sliderAmount(form: OrderFormState, percent: Percent, ctx: OrderContext): { field: 'qty' | 'quote'; text: string } | null {
  if (form.side === 'sell') {
    return ctx.baseAvailable === null ? null : { field: 'qty', text: percentOf(ctx.baseAvailable, percent, ctx.qtyPrecision) };
  }
  if (ctx.quoteAvailable === null) return null;
  if (form.type === 'market') return { field: 'quote', text: percentOf(ctx.quoteAvailable, percent, QUOTE_DECIMALS) };
  if (!positive(form.price)) return null;
  // available × percent / (price × 100) in one division, so nothing is cut twice
  const qty = divFloor(mul(ctx.quoteAvailable, String(percent)), mul(form.price, '100'), ctx.qtyPrecision);
  return qty === null ? null : { field: 'qty', text: qty };
}

/** The order's value in USDT: exact for limit orders and market buys, estimated at the last price for a market sell. */
export function orderTotal(form: OrderFormState, ctx: OrderContext): { value: string; estimated: boolean } | null {
  if (form.type === 'market' && form.side === 'buy') return positive(form.quote) ? { value: form.quote, estimated: false } : null;
  if (!positive(form.qty)) return null;
  if (form.type === 'market') return positive(ctx.last) ? { value: mul(form.qty, ctx.last), estimated: true } : null;
  return positive(form.price) ? { value: mul(form.price, form.qty), estimated: false } : null;
}

/** The pair's published rates (market/symbol). */
export interface FeeRates {
  makerFee: string;
  takerFee: string;
}

/** The best price of each side of the live book; null while the book is not ready. A side may be empty (null). */
export interface BestPrices {
  bid: string | null;
  ask: string | null;
}

export type FeeRole = 'maker' | 'taker';

/**
 * Which rate the order would pay: a market order, or a limit order priced to cross the best
 * opposite price, fills against the book at once (taker); any other limit order rests (maker).
 * While the book is unknown the estimate assumes taker, the higher rate, so it never understates.
 */
export function feeRole(form: OrderFormState, best: BestPrices | null): FeeRole {
  if (form.type === 'market' || best === null) return 'taker';
  if (!positive(form.price)) return 'maker';
  const opposite = form.side === 'buy' ? best.ask : best.bid;
  if (opposite === null) return 'maker';
  const crosses = form.side === 'buy' ? compare(form.price, opposite) >= 0 : compare(form.price, opposite) <= 0;
  return crosses ? 'taker' : 'maker';
}

export const rateOf = (role: FeeRole, rates: FeeRates): string => (role === 'maker' ? rates.makerFee : rates.takerFee);

/**
 * The fee this order would pay at `rate` (see feeRole). The engine takes a buyer's fee from the
 * coin received and a seller's from the USDT received; a market buy's coin amount is not known ahead.
 */
export function estimatedFee(form: OrderFormState, ctx: OrderContext, rate: string, base: string): { value: string; asset: string } | null {
  if (form.side === 'sell') {
    const total = orderTotal(form, ctx);
    return total ? { value: mul(total.value, rate), asset: 'USDT' } : null;
  }
  if (form.type === 'market') return null;
  return positive(form.qty) ? { value: mul(form.qty, rate), asset: base } : null;
}
