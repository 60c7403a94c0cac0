import type { Lang } from '../i18n/langs';
import { minDecimalsOf } from './coin-decimals';
import { fitFraction, isZero, toDecimalParts, type DecimalParts } from '../decimal';
import { decimalSeparator, integerFormat } from './intl';
import { currentLang } from './lang';
import { NOT_A_NUMBER } from './not-a-number';

export { formatVolume } from './compact';
export { NOT_A_NUMBER } from './not-a-number';
export { formatPercent, type PercentStyle } from './percent';

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
export function formatAmount(value: string | number, coinId?: number, lang: Lang = currentLang()): string {
  const d = toDecimalParts(value);
  if (!d) return NOT_A_NUMBER;
  const min = minDecimalsOf(coinId);
  return render(fitFraction(d, min, Math.max(min, MAX_AMOUNT_DECIMALS)), lang);
}

/** A price with exactly the symbol's `precision` decimals. */
export function formatPrice(value: string | number, precision: number, lang: Lang = currentLang()): string {
  const d = toDecimalParts(value);
  if (!d) return NOT_A_NUMBER;
  return render(fitFraction(d, precision, precision), lang);
}
