import { BCP47, type Lang } from '../langs';

/**
 * Intl.NumberFormat is costly to build (it loads locale data) and the formatters run for every
 * row of every list on every tick, so each one is built once per language (and style) and kept.
 */

/** Decimals a percentage may show (spec section 9: 0 to 2; a funding rate 4, see formatFundingRate). */
export type PercentDecimals = 0 | 1 | 2 | 4;

/** Every compact number shows exactly this many decimals, so "89.90M" sits beside "93.26M". */
export const COMPACT_DECIMALS = 2;

const formatters = new Map<string, Intl.NumberFormat>();
const decimalSeparators = new Map<Lang, string>();

function cached(key: string, lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(BCP47[lang], options);
    formatters.set(key, formatter);
  }
  return formatter;
}

export function integerFormat(lang: Lang): Intl.NumberFormat {
  return cached(`${lang}|integer`, lang, { maximumFractionDigits: 0 });
}

/**
 * A fixed number of decimals, so a ticking value never changes width by losing a trailing zero.
 * `signed`: "+" on a rise (a change); without it, a share such as a slider stop or a fee rate.
 */
export function percentFormat(lang: Lang, decimals: PercentDecimals, signed: boolean): Intl.NumberFormat {
  return cached(`${lang}|percent|${decimals}|${signed}`, lang, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
}

/**
 * Compact notation (1.47K, 1,466.64 in Chinese where 万 starts at 10,000). Grouping is 'always'
 * because ICU's compact default ('min2') leaves a four-digit number ungrouped ("1466,64" in de).
 */
export function compactFormat(lang: Lang): Intl.NumberFormat {
  return cached(`${lang}|compact`, lang, {
    notation: 'compact',
    minimumFractionDigits: COMPACT_DECIMALS,
    maximumFractionDigits: COMPACT_DECIMALS,
    useGrouping: 'always',
  });
}

export function decimalSeparator(lang: Lang): string {
  let separator = decimalSeparators.get(lang);
  if (separator === undefined) {
    const parts = new Intl.NumberFormat(BCP47[lang]).formatToParts(1.5);
    separator = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(lang, separator);
  }
  return separator;
}
