/**
 * Checks a subscription before anything moves (docs/lock-mining.md "Subscription", "Refusals"). The HTTP schema rejects
 * most bad shapes first; this runs again because tests call the service directly, and because the limits are the
 * product's: 400 bad input, 404 an unknown product, 422 zero or outside the single limits.
 */
import { LockAmount, type LockSubscribeReq } from '@contract/lock';
import { ClientId } from '@contract/primitives';
import { AppError, badRequest, unprocessable } from '../errors';
import { toUnits } from '../money';
import { usdt } from './order-record';
import { findLockProduct, type LockProductTerms } from './products';

const AMOUNT = new RegExp(LockAmount.pattern!);
const CLIENT_ID = new RegExp(ClientId.pattern!);

export interface ValidSubscription {
  product: LockProductTerms;
  amount: bigint;
  clientId: string;
}

export function validateSubscription(req: LockSubscribeReq): ValidSubscription {
  const product = findLockProduct(req?.productId);
  if (!product) throw new AppError(404, 'lockUnknownProduct');
  const amount = validAmount(req.amount);
  if (amount === 0n) throw unprocessable('lockAmountMustBePositive');
  if (amount < toUnits(product.minAmount)) throw unprocessable('lockBelowMinimum', { min: usdt(toUnits(product.minAmount)) });
  if (amount > toUnits(product.maxAmount)) throw unprocessable('lockAboveMaximum', { max: usdt(toUnits(product.maxAmount)) });
  validClientId(req.clientId);
  return { product, amount, clientId: req.clientId };
}

export function validClientId(value: unknown): asserts value is string {
  if (typeof value !== 'string' || !CLIENT_ID.test(value)) throw badRequest('invalidField', { field: 'clientId', reason: 'clientId' });
}

function validAmount(value: unknown): bigint {
  if (value === undefined || value === null || value === '') throw badRequest('invalidField', { field: 'lockAmount', reason: 'required' });
  if (typeof value !== 'string') throw badRequest('invalidAmount', { field: 'lockAmount' });
  if (/^\d+\.\d{3,}$/.test(value)) throw badRequest('tooManyDecimals', { field: 'lockAmount', decimals: 2 });
  if (!AMOUNT.test(value)) throw badRequest('invalidAmount', { field: 'lockAmount' });
  return toUnits(value);
}
