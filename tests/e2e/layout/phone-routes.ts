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
      .replace('/announcementDetail/:id', '/announcementDetail/106')
      .replace('/documentDetail/:type', '/documentDetail/fees'),
  ),
  // the Futures tab of /trade is the same route with a perpetual, the Cycle tab with ?kind=cycle
  '/trade?symbol=BTCUSDT-PERP',
  '/trade?kind=cycle&symbol=XAUUSDT',
  '/no-such-page',
  '/coinDetail/NOSUCHCOIN',
];

async function call<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/xb/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

const demoToken = (baseUrl: string) =>
  call<{ token: string }>(baseUrl, 'user/login', { account: 'demo@example.com', password: 'demo1234' }).then((d) => d.token);

/** Signs the demo user in through the API and stores the token where the app reads it. */
export async function signInDemo(page: Page, baseUrl: string): Promise<void> {
  const token = await demoToken(baseUrl);
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/home`);
  await page.evaluate((t) => localStorage.setItem('TOKEN', t), token);
}

/** /tradDetail/:id is filled when opened with the demo user's own order (a fresh demo server has none before). */
const DEMO_ORDER_ROUTE = '/tradDetail/:id';
const demoOrders = new Map<string, Promise<string>>();

/** One resting limit buy of the demo user (1 USDT frozen), placed once per server: the same client id answers the same order. */
function demoOrderId(baseUrl: string): Promise<string> {
  let id = demoOrders.get(baseUrl);
  if (!id) {
    const order = {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '1000.00',
      quantity: '0.001',
      clientOrderId: 'phone-routes-0001',
    };
    id = demoToken(baseUrl).then((token) => call<{ id: string }>(baseUrl, 'spot/order/place', order, token).then((o) => o.id));
    demoOrders.set(baseUrl, id);
  }
  return id;
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
  await page.goto(baseUrl + (await addressOf(baseUrl, path)));
  await settled(page);
}

const addressOf = async (baseUrl: string, path: string) => (path === DEMO_ORDER_ROUTE ? `/tradDetail/${await demoOrderId(baseUrl)}` : path);

/** The page's chunk rendered, no page-wide loading placeholder left, a page that was left gone, fonts loaded. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('.page:not([data-left]) > *') !== null && document.querySelector('.page > .state--loading') === null,
    undefined,
    { timeout: LIVE_TIMEOUT_MS, polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Opens `path` inside the running app, as a link would (history push + popstate, no reload): the already loaded app,
 * its language and its sockets stay, so a walk over many routes spends its time on the pages, not on start-ups.
 */
export async function openRouteInApp(page: Page, baseUrl: string, path: string): Promise<void> {
  const address = await addressOf(baseUrl, path);
  await page.evaluate((to) => {
    for (const left of document.querySelectorAll('.page')) left.setAttribute('data-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, address);
  // a page that sends the visitor on (/login when signed in) does so a frame after it rendered: settle where it lands
  const afterTwoFrames = () =>
    page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(location.href)))));
  let landed = '';
  while (landed !== (landed = await afterTwoFrames())) await settled(page);
}
