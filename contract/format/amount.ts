/**
 * Amounts and prices as the reader's language writes them. Shared by the client (src/format, which
 * adds the app's current language) and the server (a page's first price, server/http/coin-shell.ts),
 * so the price the server paints and the one the app takes over with are the same string.
 */
import { fitFraction, isZero, toDecimalParts, type DecimalParts } from '../decimal-parts';
import type { Lang } from '../langs';
import { minDecimalsOf } from './coin-decimals';
import { decimalSeparator, integerFormat } from './intl';

/** Shown for a value that is not a number (missing field, garbage from a feed). */
export const NOT_A_NUMBER = '--';

/** The most decimals an amount shows: every asset has 8 on the ledger (docs/server-modules.md). */
export const MAX_AMOUNT_DECIMALS = 8;

/** Integer part grouped by Intl (exact: BigInt), fraction digits appended as they are. */
function render(d: DecimalParts, lang: Lang): string {
  const sign = d.negative && !isZero(d) ? '-' : '';
  const int = integerFormat(lang).format(BigInt(d.int));
  return sign + int + (d.frac ? decimalSeparator(lang) + d.frac : '');
}

/**
 * An amount with thousands separators and at least the coin's decimals (spec 9); more decimals of
 * the value are kept, up to 8, so small balances do not read as zero.
 */
export function formatAmountIn(lang: Lang, value: string | number, coinId?: number): string {
  const d = toDecimalParts(value);
  if (!d) return NOT_A_NUMBER;
  const min = minDecimalsOf(coinId);
  return render(fitFraction(d, min, Math.max(min, MAX_AMOUNT_DECIMALS)), lang);
}

/** A price with exactly the symbol's `precision` decimals. */
export function formatPriceIn(lang: Lang, value: string | number, precision: number): string {
  const d = toDecimalParts(value);
  if (!d) return NOT_A_NUMBER;
  return render(fitFraction(d, precision, precision), lang);
}
