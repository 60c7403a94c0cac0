/**
 * /coinDetail/BTC paints the coin's real last price from the HTML (issue 12, first load): the server
 * writes it into the shell in the reader's language (the lang cookie), and the app takes it over
 * from the data served with it, so the price is never replaced by a loading state or another string,
 * all under the strict content security policy. Needs `npm run build`.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type Phone } from '../helpers/browser';
import { snapshotDist, startServer, type RunningServer } from '../helpers/server';

let dist: string;
let server: RunningServer;
let phone: Phone;

beforeAll(async () => {
  dist = await snapshotDist();
  // no market: the ticker stays at the price the page was served with
  [server, phone] = await Promise.all([startServer({ MARKET: '0', DIST_DIR: dist }), openPhone()]);
});
afterAll(async () => {
  await phone?.close();
  await server?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

interface Watch {
  violations: string[];
  /** the header's price as each change of the document left it, from the first one on */
  prices: (string | null)[];
  loading: boolean;
}

describe('/coinDetail/BTC before and after its scripts run', () => {
  it(
    'paints the real price from the HTML, and the app shows the same string without a gap or a CSP violation',
    { timeout: 90_000 },
    async () => {
      const { page, context } = phone;
      await context.addCookies([{ name: 'lang', value: 'de', url: server.url }]);
      await page.addInitScript(() => {
        localStorage.setItem('LANG', 'de');
        const watch: Watch = { violations: [], prices: [], loading: false };
        Object.assign(window, { watch });
        document.addEventListener('securitypolicyviolation', (event) =>
          watch.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
        new MutationObserver(() => {
          const price = document.querySelector('.coin-header__last')?.textContent ?? null;
          if (watch.prices.length > 0 || price !== null) watch.prices.push(price);
          if (document.querySelector('.page > .state--loading')) watch.loading = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });

      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${server.url}/coinDetail/BTC`);
      const shellPrice = await page.locator('.coin-header__last').textContent();
      const place = async () => {
        const { x, y, height } = (await page.locator('.coin-header__last').boundingBox())!;
        return { x, y, height }; // its width is the grid's: the change beside it comes with the app
      };
      const shellPlace = await place();
      expect(shellPrice).toMatch(/^[\d.]+,\d{2}$/); // German grouping, from the cookie
      await page.unroute('**/*.js');

      await page.goto(`${server.url}/coinDetail/BTC`);
      await page.locator('.coin-actions').waitFor(); // the app's page, not the shell
      const watch = await page.evaluate(() => (window as unknown as { watch: Watch }).watch);
      expect(await page.locator('.coin-header__last').textContent()).toBe(shellPrice);
      expect(await place()).toEqual(shellPlace); // where the shell painted it
      expect(new Set(watch.prices)).toEqual(new Set([shellPrice]));
      expect(watch.loading).toBe(false);
      expect(watch.violations).toEqual([]);
      expect(phone.errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    },
  );
});
