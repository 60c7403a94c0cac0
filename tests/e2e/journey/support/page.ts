/** What the journey tests do in the phone's browser: sign in by token, watch requests, read toasts and amounts. */
import type { Locator, Page, Request } from 'playwright-core';
import { openPhone, type Phone } from '../../helpers/browser';
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

/** Per page load: the toast texts in order, and an id telling this load from the next one. */
type ToastLog = { __toasts?: string[]; __toastLoad?: string };

/**
 * The phone with a log of every toast each page load shows (a toast leaves after 3 s and the same
 * text may come twice, so the screen alone cannot tell a new toast from an old one).
 */
export async function openJourneyPhone(): Promise<Phone> {
  const phone = await openPhone();
  await phone.context.addInitScript(() => {
    const log: string[] = [];
    (window as ToastLog).__toasts = log;
    (window as ToastLog).__toastLoad = `${performance.timeOrigin}-${Math.random()}`;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.classList.contains('toast') ? [node] : [...node.querySelectorAll('.toast')];
          for (const toast of toasts) log.push(toast.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return phone;
}

/** Every toast text shown since the page was loaded, oldest first. */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as ToastLog).__toasts ?? [])]);
}

/** Runs `action`, then waits for a toast with `text` shown after it started (also when `action` reloads the page). */
export async function expectToast(page: Page, text: string, action: () => Promise<unknown>): Promise<void> {
  const mark = await page.evaluate(() => ({
    load: (window as ToastLog).__toastLoad ?? '',
    from: ((window as ToastLog).__toasts ?? []).length,
  }));
  await action();
  await page.waitForFunction(
    ([t, { load, from }]) => {
      const log = window as ToastLog;
      return (log.__toasts ?? []).slice(log.__toastLoad === load ? from : 0).includes(t);
    },
    [text, mark] as const,
  );
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

/** The amount inside a label such as "Available: 9,900.00 USDT" as a plain decimal; '' while it reads "--". */
export async function amountIn(label: Locator): Promise<string> {
  const number = /\d[\d,]*(\.\d+)?/.exec((await label.textContent()) ?? '');
  return number ? plainDecimal(number[0]) : '';
}

/** Waits until `page` is on `pathname` (query ignored). */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}
