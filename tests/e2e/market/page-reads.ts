/** Reads of the rendered page shared by the market browser tests; waits poll, never sleep. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long live data may take to show up or move: the simulator visits each symbol every ~2 s. */
export const LIVE_TIMEOUT_MS = 20_000;

/** expect.poll with room for a busy machine (its own default gives up after 1 s). */
export function eventually<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: LIVE_TIMEOUT_MS, interval: 100 });
}

/** The text of every element matching `selector`, read in one go (one consistent frame). */
export function textsOf(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (els) => els.map((el) => el.textContent ?? ''));
}

/** Waits until the texts under `selector` exist and differ from what they are now. */
export async function waitForTextChange(page: Page, selector: string): Promise<void> {
  const before = (await textsOf(page, selector)).join('|');
  await page.waitForFunction(
    ([sel, prev]) => {
      const now = [...document.querySelectorAll(sel)].map((el) => el.textContent ?? '').join('|');
      return now !== '' && now !== prev;
    },
    [selector, before] as const,
    { timeout: LIVE_TIMEOUT_MS, polling: 100 },
  );
}

/**
 * Waits until every image of the page has loaded. Coin icons load lazily: one still pending when
 * the server goes away would fail (and log an error) for a reason that is the test's, not the app's.
 */
export async function waitForImages(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0), undefined, {
    timeout: LIVE_TIMEOUT_MS,
    polling: 100,
  });
}

/** Whether every canvas under `selector` has at least one painted pixel. */
export function canvasPainted(page: Page, selector: string): Promise<boolean> {
  return page.$$eval(
    `${selector} canvas`,
    (canvases) =>
      canvases.length > 0 &&
      (canvases as HTMLCanvasElement[]).every((canvas) => {
        const ctx = canvas.getContext('2d');
        if (!ctx || canvas.width === 0 || canvas.height === 0) return false;
        const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return true;
        return false;
      }),
  );
}

/** The connection badge of the navigation bar. */
export const connectionBadge = (page: Page) => page.getByTitle('Live market data connection');

/** "64,016.00" -> 64016; "+3.54%" -> 3.54; "Vol 96.72M" -> 96720000. */
export function parseNumber(text: string): number {
  const match = /([-+]?[\d,]*\.?\d+)\s*([KMBT]?)/.exec(text);
  if (!match) return Number.NaN;
  const scale = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[match[2] as '' | 'K' | 'M' | 'B' | 'T'];
  return Number(match[1]!.replace(/,/g, '')) * scale;
}

export function isSorted(values: readonly number[], order: 'ascending' | 'descending'): boolean {
  return values.every((v, i) => i === 0 || (order === 'ascending' ? values[i - 1]! <= v : values[i - 1]! >= v));
}

/**
 * Scrolls the coin page as a trader does to read the order book: its tabs to the top of the screen,
 * out from under the Buy/Sell bar (widgets under the bar or off screen do not render). The rows
 * render once they show, and only then is the page tall enough to bring them all the way up.
 */
export async function scrollToCoinDetails(page: Page): Promise<void> {
  const toDetails = () => page.locator('.coin-details').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await toDetails();
  await page.locator('.coin-details [role="tabpanel"] > *').first().waitFor({ timeout: LIVE_TIMEOUT_MS });
  await toDetails();
}

/** Back to the top of the coin page: header and chart on screen. */
export async function scrollToCoinHeader(page: Page): Promise<void> {
  await page.locator('.coin-header').evaluate((el) => el.scrollIntoView({ block: 'start' }));
}
