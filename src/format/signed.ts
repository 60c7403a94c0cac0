import type { Lang } from '../i18n/langs';
import { isPositive, mul } from '../decimal';
import { formatAmount } from './index';
import { currentLang } from './lang';
import { formatPercent } from './percent';

/** A profit or loss ("-3.2" -> "-3.20", "12" -> "+12.00"): a gain carries its "+" like a 24 h change. */
export function formatSignedAmount(value: string, coinId?: number, lang: Lang = currentLang()): string {
  const text = formatAmount(value, coinId, lang);
  return isPositive(value) ? `+${text}` : text;
}

/**
 * A funding rate, sent as a signed fraction ("0.0001"), in percent with 4 decimals ("+0.0100%"), as exchanges
 * print it: the usual rates are hundredths of a percent, which 2 decimals would round to 0.
 */
export function formatFundingRate(rate: string, lang: Lang = currentLang()): string {
  return formatPercent(mul(rate, '100'), { decimals: FUNDING_RATE_DECIMALS }, lang);
}

export const FUNDING_RATE_DECIMALS = 4;
