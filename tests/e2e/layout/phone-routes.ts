/** The routes the layout browser tests visit, and how they open each one (signed in or not). */
import type { Page } from 'playwright-core';
import { APP_ROUTES } from '../../../src/views/app/routes';
import { LIVE_TIMEOUT_MS } from '../market/page-reads';

/** Every built route with its parameters filled in, the Futures and Cycle tabs of /trade, and the two "not found" pages. */
export const PHONE_ROUTES: readonly string[] = [
  ...APP_ROUTES.map((route) =>
    route.path
      .replace(':coinType', 'BTC')
      .replace('/confirmLock/:id', '/confirmLock/usdt-7d')
      .replace('/announcementDetail/:id', '/announcementDetail/106'),
  ),
  // the Futures tab of /trade is the same route with a perpetual, the Cycle tab with ?kind=cycle
  '/trade?symbol=BTCUSDT-PERP',
  '/trade?kind=cycle&symbol=XAUUSDT',
  '/no-such-page',
  '/coinDetail/NOSUCHCOIN',
];

/** Signs the demo user in through the API and stores the token where the app reads it. */
export async function signInDemo(page: Page, baseUrl: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/xb/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo@example.com', password: 'demo1234' }),
  });
  const { data } = (await res.json()) as { data: { token: string } };
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/home`);
  await page.evaluate((token) => localStorage.setItem('TOKEN', token), data.token);
}

export async function setLanguage(page: Page, baseUrl: string, lang: string): Promise<void> {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/home`);
  await page.evaluate((l) => localStorage.setItem('LANG', l), lang);
}

/**
 * Opens `path` and waits until the page has settled: its chunk rendered, no page-wide loading placeholder
 * left, fonts loaded, and (for pages that redirect, e.g. /login when signed in) the final address.
 */
export async function openRoute(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(baseUrl + path);
  await page.waitForFunction(
    () => document.querySelector('.page > *') !== null && document.querySelector('.page > .state--loading') === null,
    undefined,
    { timeout: LIVE_TIMEOUT_MS, polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
