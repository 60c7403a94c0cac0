/**
 * The quote's arithmetic (docs/wallet.md "Convert"), pure and exact: both legs priced in USDT from the spot market's last
 * trades, the market rate `from → USDT → to`, the spread taken, what the user receives rounded down to 1e-8.
 */
import { AppError } from '../errors';
import { ONE, fromUnits } from '../money';
import { MAX_AMOUNT, MIN_AMOUNT, QUOTE_ASSET, RATE_DECIMALS, RATE_ONE, SPREAD_PER_MILLE } from './rules';

export interface QuoteTerms {
  /** `to` per one `from` before the spread, 1e-18 units */
  marketRate: bigint;
  /** after the spread, 1e-18 units */
  rate: bigint;
  /** of `to`, 1e-8 units */
  receive: bigint;
}

/** An asset's USDT price in 1e-8 units (USDT is 1), or null before its pair has traded. */
export function usdtPrice(asset: string, lastPrice: (symbol: string) => bigint | null): bigint | null {
  return asset === QUOTE_ASSET ? ONE : lastPrice(`${asset}${QUOTE_ASSET}`);
}

/** 422 below 0.001 or above 1,000,000 of the `from` asset (both exactly allowed). */
export function checkAmountLimits(amount: bigint, asset: string): void {
  if (amount < MIN_AMOUNT) throw new AppError(422, 'convertBelowMinimum', { min: fromUnits(MIN_AMOUNT, 3), asset });
  if (amount > MAX_AMOUNT) throw new AppError(422, 'convertAboveMaximum', { max: fromUnits(MAX_AMOUNT, 0), asset });
}

/** The terms of converting `amount` (1e-8 units) at these USDT prices (1e-8 units, both positive). */
export function quoteTerms(fromPrice: bigint, toPrice: bigint, amount: bigint): QuoteTerms {
  const marketRate = (fromPrice * RATE_ONE) / toPrice;
  const rate = (marketRate * (1000n - SPREAD_PER_MILLE)) / 1000n;
  return { marketRate, rate, receive: (amount * rate) / RATE_ONE };
}

/** 1e-18 units as a decimal string without trailing zeros ("0.0000155937", "63872"). */
export function formatRate(rate: bigint): string {
  const whole = rate / RATE_ONE;
  const fraction = (rate % RATE_ONE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}
