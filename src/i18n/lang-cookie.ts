import { LANG_COOKIE, type Lang } from '@contract/langs';

const A_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Mirrors the stored language (LANG) in a cookie, so the server can write the first price of a page
 * it serves the way the app will (contract/format/). Lax: sent on a link from another site too.
 */
export function writeLangCookie(lang: Lang): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; SameSite=Lax; Max-Age=${A_YEAR_S}`;
}
