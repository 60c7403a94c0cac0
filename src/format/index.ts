import type { Lang } from '../i18n/langs';
import { formatAmountIn, formatPriceIn } from '@contract/format/amount';
import { currentLang } from './lang';

export { formatVolume } from './compact';
export { NOT_A_NUMBER, MAX_AMOUNT_DECIMALS } from '@contract/format/amount';
export { formatPercent, type PercentStyle } from './percent';

/**
 * An amount with thousands separators and at least the coin's decimals (spec 9), up to 8, in the
 * app's language unless told another (contract/format/amount.ts, shared with the server).
 */
export function formatAmount(value: string | number, coinId?: number, lang: Lang = currentLang()): string {
  return formatAmountIn(lang, value, coinId);
}

/** A price with exactly the symbol's `precision` decimals. */
export function formatPrice(value: string | number, precision: number, lang: Lang = currentLang()): string {
  return formatPriceIn(lang, value, precision);
}
