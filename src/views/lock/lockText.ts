import { mul } from '../../decimal';
import { formatAmount, formatPercent } from '../../format';
import { currentLang } from '../../format/lang';
import { BCP47, type Lang } from '../../i18n/langs';
import { USDT_COIN_ID } from '../../state/market';

/** A USDT amount as the storage plan shows it: thousands separators and 2 decimals. */
export const lockAmount = (value: string) => formatAmount(value, USDT_COIN_ID);

/** The same with its unit after it. */
export const usdt = (value: string) => `${lockAmount(value)} USDT`;

/** A rate sent as a fraction ("0.0030") as a percent with 2 decimals ("0.30%"), the house's percent rule. */
export const ratePercent = (rate: string) => formatPercent(mul(rate, '100'), { signed: false });

// Built once per language: a record list formats several dates per order.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A lock date (start, end, a dividend's payment) as its UTC calendar day: the plan's days are UTC days
 * (docs/lock-mining.md "Dates"), so a phone in another time zone must not shift them by one.
 */
export function formatUtcDate(ms: number, lang: Lang = currentLang()): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(BCP47[lang], { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return format.format(ms);
}
