import { NATIONAL_ID_PATTERNS } from '@contract/identity-rules';
import { BCP47, type Lang } from '../../../i18n/langs';

/** Issuing countries offered: those with a published national ID format first in mind, plus common others (any other is checked by the general pattern). */
const OTHER_COUNTRIES = ['US', 'GB', 'SG', 'MY', 'TH', 'VN', 'ID', 'PH', 'IN', 'AU', 'CA', 'BR', 'ES', 'IT', 'NL', 'RU', 'AE'];
export const ID_COUNTRIES: readonly string[] = [...Object.keys(NATIONAL_ID_PATTERNS), ...OTHER_COUNTRIES];

/** The country an ID from a user of this language most likely comes from: the form's first choice. */
export const COUNTRY_OF_LANG: Record<Lang, string> = {
  en_us: 'US',
  zh_hk: 'HK',
  zh_cn: 'CN',
  de: 'DE',
  fr: 'FR',
  jp: 'JP',
  kr: 'KR',
  tr: 'TR',
};

/** The countries with their names in the interface language (Intl's region names), sorted by name. */
export function countryOptions(lang: Lang): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([BCP47[lang]], { type: 'region' });
  return ID_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, BCP47[lang]));
}
