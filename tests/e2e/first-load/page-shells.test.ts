/**
 * A page paints before its scripts have run (issue 12, first load): the static shell the server puts
 * in #root (public/shells/) shows the bars (and on /home the first banner) where the app draws them,
 * and the app replaces it with the page itself, never with a loading state. Needs `npm run build`.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type Phone } from '../helpers/browser';
import { snapshotDist, startServer, type RunningServer } from '../helpers/server';

let dist: string;
let server: RunningServer;
let phone: Phone;

beforeAll(async () => {
  dist = await snapshotDist();
  [server, phone] = await Promise.all([startServer({ MARKET: '0', DIST_DIR: dist }), openPhone()]);
});
afterAll(async () => {
  await phone?.close();
  await server?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

type Box = { x: number; y: number; width: number; height: number };

/** Where the banner image and the two bars are, once the banner has loaded. */
async function layoutOf(page: Page, banner: string): Promise<Record<string, Box>> {
  await page.waitForFunction((selector) => document.querySelector<HTMLImageElement>(selector)?.complete === true, banner);
  return page.evaluate(
    (selectors) =>
      Object.fromEntries(
        selectors.map((selector) => {
          const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
          return [selector.split(' ')[0]!, { x, y, width, height }];
        }),
      ),
    [banner, '.nav-bar', '.tab-bar'],
  );
}

describe('/home before and after its scripts run', () => {
  it('shows the first banner and the bars from the HTML alone, where the app then draws them', { timeout: 60_000 }, async () => {
    const { page } = phone;
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${server.url}/home`);
    const shell = await layoutOf(page, '#root > .app .carousel__image');
    await page.unroute('**/*.js');

    await page.goto(`${server.url}/home`);
    const app = await layoutOf(page, 'section.carousel .carousel__image');
    expect(app['section.carousel']).toEqual(shell['#root']);
    expect(app['.nav-bar']).toEqual(shell['.nav-bar']);
    expect(app['.tab-bar']).toEqual(shell['.tab-bar']);
  });

  it("replaces the shell with the page, not with a loading state, when the page's chunk arrives", { timeout: 60_000 }, async () => {
    const { page } = phone;
    // records whether the page's loading state (the layout's, not a section's) was ever in the document
    await page.addInitScript(() => {
      const seen = { loading: false };
      Object.assign(window, { loadingSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector('.page > .state--loading')) seen.loading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/home`);
    await page.locator('section.carousel').waitFor();
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: { loading: boolean } }).loadingSeen.loading)).toBe(false);
  });

  it(
    'shows a detail page’s navigation bar and back arrow from the HTML alone, where the app then draws them',
    { timeout: 60_000 },
    async () => {
      const { page } = phone;
      const boxes = () =>
        page.evaluate(() =>
          ['.nav-bar', '.nav-bar .icon-button'].map((selector) => {
            const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
            return { x, y, width, height };
          }),
        );
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${server.url}/coinDetail/BTC`);
      const shell = await boxes();
      expect(await page.locator('.tab-bar').count()).toBe(0);
      await page.unroute('**/*.js');

      await page.goto(`${server.url}/coinDetail/BTC`);
      await page.locator('button.icon-button').first().waitFor();
      expect(await boxes()).toEqual(shell);
    },
  );
});
