import { i18n } from '../i18n/instance';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/langs';
import { minDecimalsOf } from './coin-decimals';
import { fitFraction, isZero, toDecimalParts, type DecimalParts } from './decimal';
import { decimalSeparator, numberFormat } from './intl';

/** Shown for a value that is not a number (missing field, garbage from a feed). */
export const NOT_A_NUMBER = '--';

/** The most decimals an amount shows: every asset has 8 on the ledger (docs/server-modules.md). */
export const MAX_AMOUNT_DECIMALS = 8;

function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/** Integer part grouped by Intl (exact: BigInt), fraction digits appended as they are. */
function render(d: DecimalParts, lang: Lang): string {
  const sign = d.negative && !isZero(d) ? '-' : '';
  const int = numberFormat(lang, 'integer').format(BigInt(d.int));
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

/** A percent given in percent units ("-1.25" -> "-1.25%"), 0-2 decimals; positive values get "+". */
export function formatPercent(value: string | number, lang: Lang = currentLang()): string {
  const d = toDecimalParts(value);
  if (!d) return NOT_A_NUMBER;
  const rounded = fitFraction(d, 0, 2);
  // Intl's percent style multiplies by 100: give it the value / 100, written in decimal so the
  // double is the one nearest the exact value and Intl rounds it as that decimal.
  const fraction = Number(`${rounded.negative ? '-' : ''}${rounded.int}.${rounded.frac || '0'}e-2`);
  return numberFormat(lang, 'percent').format(fraction);
}

/** A volume in compact notation (1.23M, 1,234万 in Chinese): for display only, so a double is fine. */
export function formatVolume(value: string | number, lang: Lang = currentLang()): string {
  const d = toDecimalParts(value);
  if (!d) return NOT_A_NUMBER;
  return numberFormat(lang, 'compact').format(Number(`${d.negative ? '-' : ''}${d.int}.${d.frac || '0'}`));
}
