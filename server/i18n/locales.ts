/** The server's languages (the locales/ folder names) and how a request's `locale` header maps to one. */
export const LOCALES = ['en_us', 'zh_hk', 'zh_cn', 'de', 'fr', 'jp', 'kr', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_us';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);
const TRADITIONAL = ['hk', 'tw', 'mo', 'hant'];

/**
 * 'en_us', 'EN-us' -> en_us; 'zh', 'zh_cn', 'zh-Hans' -> zh_cn; 'zh_tw', 'zh-Hant' -> zh_hk;
 * 'ja…' -> jp; 'ko…' -> kr; 'de-AT' -> de; anything else (or nothing) -> en_us.
 */
export function resolveLocale(header: string | string[] | undefined): Locale {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().replaceAll('-', '_') ?? '';
  if (isLocale(raw)) return raw;
  const [lang = '', region = ''] = raw.split('_');
  switch (lang) {
    case 'zh':
      return TRADITIONAL.includes(region) ? 'zh_hk' : 'zh_cn';
    case 'ja':
    case 'jp':
      return 'jp';
    case 'ko':
    case 'kr':
      return 'kr';
    case 'de':
    case 'fr':
    case 'tr':
      return lang;
    default:
      return DEFAULT_LOCALE;
  }
}
