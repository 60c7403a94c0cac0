/** What the journey tests do in the phone's browser: sign in by token, watch requests, read toasts and amounts. */
import type { Locator, Page, Request } from 'playwright-core';
import { API_BASE } from './api';

/** Stores `token` the way src/api/storage.ts does (key TOKEN); the app reads it when it next loads. */
export async function storeToken(page: Page, baseUrl: string, token: string): Promise<void> {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/home`);
  await page.evaluate((t) => localStorage.setItem('TOKEN', t), token);
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('TOKEN'));
}

/** Counts the requests the page sends to one API path from now on (e.g. 'spot/order/place'). */
export function watchRequests(page: Page, path: string): { count: () => number; requests: Request[] } {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === API_BASE + path) requests.push(request);
  });
  return { count: () => requests.length, requests };
}

/** A toast (errors have role alert, the rest role status) showing `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.toast-host').getByText(text, { exact: true });
}

/** The form's validation message (role="alert") with `text`, inside `scope`. */
export function alertIn(scope: Locator | Page, text: string): Locator {
  return scope.getByRole('alert').filter({ hasText: text });
}

/** "10,000.00" or "0.10000000" (en_us display) and "10000" or "0.1" (wire) all become "10000" / "0.1". */
export function plainDecimal(text: string): string {
  const bare = text.replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(bare)) throw new Error(`not an amount: "${text}"`);
  return bare.includes('.') ? bare.replace(/0+$/, '').replace(/\.$/, '') : bare;
}

/** Waits until `page` is on `pathname` (query ignored). */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}
