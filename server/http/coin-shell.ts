/**
 * The coin page's shell (/coinDetail/:coinType) with the coin's real last price in its header, written
 * in the reader's language (the `lang` cookie the client keeps beside LANG) by the formatter the app
 * uses (contract/format/), so the largest paint is there before any script has run. The SymbolInfo it
 * was written from goes with it as JSON (not executed: the policy's script-src is not involved), and
 * the page's first render takes it instead of asking, so the price does not flash. An address naming
 * no listed coin gets the plain shell. Everything inserted comes from the catalogue and the market,
 * escaped; the address itself is never written into the page.
 */
import { formatPriceIn } from '@contract/format/amount';
import { trendOf } from '@contract/format/trend';
import { DEFAULT_LANG, isLang, LANG_COOKIE, type Lang } from '@contract/langs';
import type { SymbolInfo } from '@contract/market';
import { SERVED_SYMBOL_INFO_ID } from '@contract/served-page';
import type { ShellPage } from './page-shell';

export const COIN_ROUTE = '/coinDetail/:coinType';

/** A coin's SymbolInfo as market/symbol answers it, or null when the catalogue lists no such coin. */
export type SymbolInfoLookup = (coin: string) => SymbolInfo | null;

/** The detail shell's empty page, where the coin page draws (public/shells/detail.html). */
const EMPTY_PAGE = '<div class="page"></div>';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** JSON safe inside <script>: no "</script>", no "<!--", no HTML entity, no line separator that ends a JS line. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The language the app will show: the cookie's when it names one, else the app's default (as getLang reads LANG). */
export function langOfCookies(header: string | undefined): Lang {
  const value = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(header ?? '')?.[1];
  return isLang(value) ? value : DEFAULT_LANG;
}

/** The coin the address names, as react-router reads it (one decoded segment), or null when it cannot be decoded. */
function coinOf(url: string): string | null {
  const segment = url.split('/')[2] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The markup CoinHeader draws first (same classes, so nothing moves when the app replaces it). */
function headerMarkup(info: SymbolInfo, lang: Lang): string {
  const trend = `trend-${trendOf(info.ticker.change24h)}`;
  const price = escapeHtml(formatPriceIn(lang, info.ticker.last, info.pricePrecision));
  return (
    '<div class="coin-page"><header class="coin-header"><div class="coin-header__main"><div class="coin-header__pair">' +
    `<img class="coin-icon" src="${escapeHtml(info.icon)}" width="28" height="28" alt=""><h2>${escapeHtml(info.name)}</h2></div>` +
    `<div class="coin-header__last ${trend}"><span class="price-flash">${price}</span></div>` +
    `<div class="coin-header__change ${trend}"></div></div></header></div>`
  );
}

/** `page` (the coin route's shell) with the coin's header and its SymbolInfo for the app, or as it is for an unknown coin. */
export function withCoinPrice(page: ShellPage, url: string, lang: Lang, lookup: SymbolInfoLookup): ShellPage {
  const coin = coinOf(url);
  const info = coin ? lookup(coin) : null;
  if (!info || !page.html.includes(EMPTY_PAGE)) return page;
  const served = `<script type="application/json" id="${SERVED_SYMBOL_INFO_ID}">${scriptJson(info)}</script>`;
  return { ...page, html: page.html.replace(EMPTY_PAGE, () => `<div class="page">${headerMarkup(info, lang)}</div>${served}`) };
}
