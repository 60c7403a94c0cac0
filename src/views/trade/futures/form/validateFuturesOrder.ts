import type { PlaceFuturesOrderReq } from '@contract/futures';
import { canonical, compare, fractionDigits, isDecimal, isPositive } from '../../../../decimal';
import { orderCost, tpSlProblem, type OpenOrderTerms, type TpSlProblem } from '../../../../state/futures';
import type { FuturesFormState } from './futuresFormState';

/** Why the form cannot be sent; each has a translated message (trade.errors.* or trade.futures.errors.*). */
export type FuturesOrderProblem =
  | { error: 'priceZero' }
  | { error: 'quantityZero' }
  | { error: 'tooManyDecimals'; field: 'price' | 'takeProfit' | 'stopLoss'; decimals: number }
  | { error: 'tooManyLots'; max: number }
  | { error: 'insufficient' }
  | { error: TpSlProblem };

export type FuturesOrderBody = Omit<PlaceFuturesOrderReq, 'clientOrderId'>;

export interface FuturesOrderContext {
  symbol: string;
  pricePrecision: number;
  maxOrderLots: number;
  /** contract available; null while unknown (the server checks it anyway) */
  available: string | null;
  terms: Omit<OpenOrderTerms, 'side' | 'type' | 'price'>;
}

const tooPrecise = (text: string, decimals: number) => text !== '' && isDecimal(text) && fractionDigits(text) > decimals;

/**
 * Checks the form before anything is sent (price, whole lots, the order limit, the margin it freezes, the four TP/SL
 * rules against the price the position would open at) and builds the request body in the contract's canonical form.
 */
export function validateFuturesOrder(form: FuturesFormState, ctx: FuturesOrderContext): FuturesOrderBody | FuturesOrderProblem {
  const limit = form.type === 'limit';
  if (limit && !(isDecimal(form.price) && isPositive(form.price))) return { error: 'priceZero' };
  if (limit && tooPrecise(form.price, ctx.pricePrecision))
    return { error: 'tooManyDecimals', field: 'price', decimals: ctx.pricePrecision };
  if (!/^\d+$/.test(form.lots) || !isPositive(form.lots)) return { error: 'quantityZero' };
  if (compare(form.lots, String(ctx.maxOrderLots)) > 0) return { error: 'tooManyLots', max: ctx.maxOrderLots };
  const terms: OpenOrderTerms = { ...ctx.terms, side: form.side, type: form.type, price: form.price };
  const cost = orderCost(form.lots, terms);
  if (cost && ctx.available !== null && compare(cost.total, ctx.available) > 0) return { error: 'insufficient' };
  for (const field of ['takeProfit', 'stopLoss'] as const) {
    if (tooPrecise(form[field], ctx.pricePrecision)) return { error: 'tooManyDecimals', field, decimals: ctx.pricePrecision };
  }
  const openPrice = limit ? form.price : ctx.terms.mark;
  const tpsl = form.tpsl && isDecimal(openPrice) ? tpSlProblem(form.side, openPrice, form.takeProfit, form.stopLoss) : null;
  if (tpsl) return { error: tpsl };
  return {
    symbol: ctx.symbol,
    positionSide: form.side,
    action: 'open',
    type: form.type,
    quantity: canonical(form.lots),
    ...(limit ? { price: canonical(form.price) } : {}),
    ...(form.tpsl && form.takeProfit !== '' ? { takeProfit: canonical(form.takeProfit) } : {}),
    ...(form.tpsl && form.stopLoss !== '' ? { stopLoss: canonical(form.stopLoss) } : {}),
  };
}

export function isFuturesOrderProblem(result: FuturesOrderBody | FuturesOrderProblem): result is FuturesOrderProblem {
  return 'error' in result;
}
