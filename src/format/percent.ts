import type { Lang } from '../i18n/langs';
import { fitFraction, isZero, toDecimalParts } from '../decimal';
import { percentFormat, type PercentDecimals } from '@contract/format/intl';
import { currentLang } from './lang';
import { NOT_A_NUMBER } from './not-a-number';

export interface PercentStyle {
  /** fixed decimals, 2 unless a screen shows whole steps (the 25/50/75/100 % slider) */
  decimals?: PercentDecimals;
  /** "+" on a rise: true for a change, false for a share (slider stop, fee rate) */
  signed?: boolean;
}

/**
 * The one percent rule: a value in percent units ("-1.25" -> "-1.25%", "6" -> "+6.00%") with a
 * fixed number of decimals and the language's sign and spacing ("-1,25 %" in de, "-%1,25" in tr).
 */
export function formatPercent(value: string | number, style: PercentStyle = {}, lang: Lang = currentLang()): string {
  const { decimals = 2, signed = true } = style;
  const d = toDecimalParts(value);
  if (!d) return NOT_A_NUMBER;
  // Rounded exactly on the digits first; Intl's percent style multiplies by 100, so it gets the
  // rounded value / 100 written in decimal (the nearest double, which Intl reads back as written).
  const rounded = fitFraction(d, decimals, decimals);
  const fraction = isZero(rounded) ? 0 : Number(`${rounded.negative ? '-' : ''}${rounded.int}.${rounded.frac || '0'}e-2`);
  return percentFormat(lang, decimals, signed).format(fraction);
}
