/**
 * Proof that the page shows the fed data, not a stale or re-syncing book: with the feed paused, the
 * ladder's prices must equal the synthetic book's top levels, the header its last ticker, and the
 * trade list its last trade. Numbers are compared as plain decimals (grouping separators dropped).
 * Widgets off screen do not render (src/views/coin/live), so each check runs with its widget in view.
 */
import type { Page } from 'playwright-core';
import type { FeedHandle } from './feed-session';
import type { SyntheticBook } from './synthetic-feed';

/** The ladder shows this many levels a side (src/views/coin/book/OrderBookLadder.tsx). */
const LADDER_DEPTH = 20;

export interface Check {
  ok: boolean;
  detail: string;
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[^0-9.]/g, '');

async function texts(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (els) => els.map((el) => el.textContent ?? ''));
}

/** The ladder (asks highest first, then bids best first) and its last price; the ladder must be in view. */
export async function checkLadderShown(page: Page, book: SyntheticBook, feed: FeedHandle): Promise<Check> {
  const snap = book.snapshot();
  const wantAsks = snap.asks
    .slice(0, LADDER_DEPTH)
    .map(([p]) => p)
    .reverse();
  const wantBids = snap.bids.slice(0, LADDER_DEPTH).map(([p]) => p);
  const asks = (await texts(page, '.ladder__side--asks .ladder-row__price')).map(plain);
  const bids = (await texts(page, '.ladder__side--bids .ladder-row__price')).map(plain);
  const last = plain(await page.textContent('.ladder__last'));
  const wantLast = feed.lastTicker()?.last ?? '';
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  const ok = same(asks, wantAsks) && same(bids, wantBids) && last === wantLast;
  const detail = ok
    ? `ladder ${asks.length}+${bids.length} levels and last price ${last} match the feed (book seq ${book.seq})`
    : `MISMATCH: asks ${asks.join(' ')} vs ${wantAsks.join(' ')}; bids ${bids.join(' ')} vs ${wantBids.join(' ')}; last ${last} vs ${wantLast}`;
  return { ok, detail };
}

/** The header's last price is the last ticker pushed; the header must be in view. */
export async function checkHeaderShown(page: Page, feed: FeedHandle): Promise<Check> {
  const last = plain(await page.textContent('.coin-header__last'));
  const want = feed.lastTicker()?.last ?? '';
  const ok = last === want;
  return { ok, detail: ok ? `header last price ${last} is the last ticker pushed` : `MISMATCH: header ${last} vs ${want}` };
}

/**
 * The chart drew the fed bars: the read-out (the live bar while nothing is hovered) closes at the
 * last bar pushed for the chart's interval, and the chart's newest bar is that bar.
 */
export async function checkChartShown(page: Page, feed: FeedHandle, interval: string): Promise<Check> {
  const bar = feed.lastBar(interval);
  const close = plain(await page.textContent('.ohlc-readout [data-field="close"]'));
  const lastBar = await page.getAttribute('.kline-chart', 'data-last-bar');
  const ok = bar !== null && close === bar.c && lastBar === String(bar.t);
  const detail = ok
    ? `chart ${interval} live bar ${lastBar} closes at ${close}, the last bar pushed`
    : `MISMATCH: chart bar ${lastBar} close ${close} vs ${bar?.t} ${bar?.c}`;
  return { ok, detail };
}

/** Every check holds. */
export async function checkAll(...checks: Promise<Check>[]): Promise<Check> {
  const all = await Promise.all(checks);
  return { ok: all.every((c) => c.ok), detail: all.map((c) => c.detail).join('; ') };
}

/** The newest row of the trade list is the last trade pushed. */
export async function checkTradesShown(page: Page, feed: FeedHandle): Promise<Check> {
  const prices = (await texts(page, '.trades__list .trade-row__price')).map(plain);
  const want = feed.lastTrade()?.price ?? '';
  const ok = prices.length > 0 && prices[0] === want;
  return {
    ok,
    detail: ok ? `${prices.length} trade rows, newest ${prices[0]} is the last trade pushed` : `MISMATCH: newest ${prices[0]} vs ${want}`,
  };
}

/** Pauses the feed and lets the page render its last frames before a check reads the DOM. */
export async function settle(page: Page, feed: FeedHandle): Promise<void> {
  feed.pause();
  await page.waitForTimeout(500);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Brings our coin page's order book to the top of the screen. The ladder renders once it shows above the Buy/Sell
 * bar; only then is the page tall enough to scroll it up, hence twice.
 */
export async function scrollToOrderBook(page: Page): Promise<void> {
  const toBook = () => page.locator('.coin-details').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await toBook();
  await page.waitForSelector('.ladder-row', { timeout: 30_000 });
  await toBook();
}
