import { canonical, compare, fractionDigits, isDecimal, isPositive } from '../../../../decimal';
import type { CloseBody } from './usePositionCommands';

export type CloseProblem =
  | { error: 'quantityZero' }
  | { error: 'closeTooMany'; max: string }
  | { error: 'priceZero' }
  | { error: 'tooManyDecimals'; decimals: number };

export interface CloseForm {
  lots: string;
  type: 'limit' | 'market';
  price: string;
}

/** A partial close: whole lots up to the closable quantity; a limit close also needs a price on the tick. */
export function validateClose(
  form: CloseForm,
  position: { id: string; closableQty: string },
  pricePrecision: number,
): CloseBody | CloseProblem {
  if (!/^\d+$/.test(form.lots) || !isPositive(form.lots)) return { error: 'quantityZero' };
  if (compare(form.lots, position.closableQty) > 0) return { error: 'closeTooMany', max: position.closableQty };
  const body = { positionId: position.id, quantity: canonical(form.lots) };
  if (form.type === 'market') return body;
  if (!isDecimal(form.price) || !isPositive(form.price)) return { error: 'priceZero' };
  if (fractionDigits(form.price) > pricePrecision) return { error: 'tooManyDecimals', decimals: pricePrecision };
  return { ...body, price: canonical(form.price) };
}

export const isCloseProblem = (result: CloseBody | CloseProblem): result is CloseProblem => 'error' in result;
