/**
 * The interface languages, in the spec's order; the codes are also the locale folder names. Here in
 * contract/ because the server formats numbers in the language the client shows (contract/format/).
 */
export const LANGS = ['en_us', 'zh_hk', 'zh_cn', 'de', 'fr', 'jp', 'kr', 'tr'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'en_us';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** BCP 47 tag of each language, for Intl and <html lang> (the folder codes jp, kr are not BCP 47). */
export const BCP47: Record<Lang, string> = {
  en_us: 'en-US',
  zh_hk: 'zh-HK',
  zh_cn: 'zh-CN',
  de: 'de',
  fr: 'fr',
  jp: 'ja',
  kr: 'ko',
  tr: 'tr',
};

/**
 * The cookie that mirrors LANG (local storage) for the server, which cannot read local storage: it
 * writes a page's first price in that language (server/http/coin-shell.ts).
 */
export const LANG_COOKIE = 'lang';
