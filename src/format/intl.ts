import { BCP47, type Lang } from '../i18n/langs';

/**
 * Intl.NumberFormat is costly to build (it loads locale data) and the formatters run for every
 * row of every list on every tick, so each one is built once per language and kept.
 */
export type FormatterKind = 'integer' | 'percent' | 'compact';

const OPTIONS: Record<FormatterKind, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2, signDisplay: 'exceptZero' },
  compact: { notation: 'compact', maximumFractionDigits: 2 },
};

const formatters = new Map<string, Intl.NumberFormat>();
const decimalSeparators = new Map<Lang, string>();

export function numberFormat(lang: Lang, kind: FormatterKind): Intl.NumberFormat {
  const key = `${lang}|${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(BCP47[lang], OPTIONS[kind]);
    formatters.set(key, formatter);
  }
  return formatter;
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
