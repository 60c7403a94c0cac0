import type { PlaceOrderReq } from '@contract/spot';
import { canonical, compare, fractionDigits, isDecimal, isPositive, mul } from '../../../decimal';
import { QUOTE_DECIMALS, type OrderContext } from './orderMath';
import type { OrderFormState } from './orderFormState';

/** Why the form cannot be sent; each has a translated message (trade.errors.*). */
export type OrderProblem =
  | { error: 'priceZero' }
  | { error: 'quantityZero' }
  | { error: 'amountZero' }
  | { error: 'tooManyDecimals'; field: 'price' | 'quantity' | 'amount'; decimals: number }
  | { error: 'belowMinimum'; min: string }
  | { error: 'insufficient' };

export type OrderBody = Omit<PlaceOrderReq, 'clientOrderId'>;

const positive = (text: string) => isDecimal(text) && isPositive(text);
const tooPrecise = (text: string, decimals: number) => fractionDigits(text) > decimals;
/** Unknown balances (still loading) are left to the server, which checks them anyway. */
const exceeds = (need: string, available: string | null) => available !== null && compare(need, available) > 0;

/**
 * Checks the form before anything is sent and builds the request body: a limit order sends price
 * and quantity, a market buy the USDT to spend (quoteAmount), a market sell the quantity. Amounts
 * go out in the contract's canonical form.
 */
export function validateOrder(form: OrderFormState, ctx: OrderContext, symbol: string): OrderBody | OrderProblem {
  const head = { symbol, side: form.side, type: form.type };
  if (form.type === 'market' && form.side === 'buy') {
    if (!positive(form.quote)) return { error: 'amountZero' };
    if (tooPrecise(form.quote, QUOTE_DECIMALS)) return { error: 'tooManyDecimals', field: 'amount', decimals: QUOTE_DECIMALS };
    if (exceeds(form.quote, ctx.quoteAvailable)) return { error: 'insufficient' };
    return { ...head, quoteAmount: canonical(form.quote) };
  }
  if (form.type === 'limit') {
    if (!positive(form.price)) return { error: 'priceZero' };
    if (tooPrecise(form.price, ctx.pricePrecision)) return { error: 'tooManyDecimals', field: 'price', decimals: ctx.pricePrecision };
  }
  if (!positive(form.qty)) return { error: 'quantityZero' };
  if (tooPrecise(form.qty, ctx.qtyPrecision)) return { error: 'tooManyDecimals', field: 'quantity', decimals: ctx.qtyPrecision };
  if (compare(form.qty, ctx.minQty) < 0) return { error: 'belowMinimum', min: ctx.minQty };
  const spend = form.side === 'sell' ? form.qty : mul(form.price, form.qty);
  if (exceeds(spend, form.side === 'sell' ? ctx.baseAvailable : ctx.quoteAvailable)) return { error: 'insufficient' };
  return form.type === 'limit'
    ? { ...head, price: canonical(form.price), quantity: canonical(form.qty) }
    : { ...head, quantity: canonical(form.qty) };
}

export function isOrderProblem(result: OrderBody | OrderProblem): result is OrderProblem {
  return 'error' in result;
}
