import { i18n } from '../i18n/instance';
import { BCP47, DEFAULT_LANG, isLang, type Lang } from '../i18n/langs';

// Built once per language: Intl formatters are costly and a record list formats many rows.
const formatters = new Map<Lang, Intl.DateTimeFormat>();

/** An order's or trade's time (ms since the epoch) in the interface language, 24-hour, to the second. */
export function formatTime(ms: number): string {
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(BCP47[lang], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(ms);
}
