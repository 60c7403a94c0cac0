/** Reads a request's decimal amount into minor units, with the errors a user can act on. */
import { AppError } from '../errors';
import { ONE, SCALE_DECIMALS, toUnits } from '../money';

/**
 * The largest amount one request may carry: ten billion whole units (1e18 minor units), well
 * inside the 64-bit sums SQLite checks the ledger with.
 */
export const MAX_REQUEST_AMOUNT = 10_000_000_000n * ONE;

/**
 * "1.5" -> 150000000n. 400 tooManyDecimals past 8 decimals, 422 `positiveKey` for zero,
 * 422 amountTooLarge past MAX_REQUEST_AMOUNT. `field` names the body field in the message.
 */
export function parseAmount(value: string, field: string, positiveKey = 'amountMustBePositive'): bigint {
  if (!/^(0|[1-9]\d*)(\.\d+)?$/.test(value)) throw new AppError(400, 'invalidAmount', { field });
  let units: bigint;
  try {
    units = toUnits(value);
  } catch {
    throw new AppError(400, 'tooManyDecimals', { field, decimals: SCALE_DECIMALS });
  }
  if (units <= 0n) throw new AppError(422, positiveKey, { field });
  if (units > MAX_REQUEST_AMOUNT) throw new AppError(422, 'amountTooLarge', { field });
  return units;
}
