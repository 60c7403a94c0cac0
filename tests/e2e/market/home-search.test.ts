/** Browser checks of /, /home and /coinSearch against the real server and its simulated market. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, openSession, type Session } from './session';
import {
  LIVE_TIMEOUT_MS,
  connectionBadge,
  eventually,
  isSorted,
  parseNumber,
  textsOf,
  waitForImages,
  waitForTextChange,
} from './page-reads';

describe('home and coin search in a phone browser', () => {
  let session: Session | undefined;
  const s = () => session!;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(() => closeSession(session));

  it(
    'redirects / to /home, which shows banners, the storage-plan ad, the search entry and live rankings',
    { timeout: 60_000 },
    async () => {
      const { page, errors } = s().phone;
      await page.goto(`${s().server.url}/`);
      await page.waitForURL(`${s().server.url}/home`);
      await connectionBadge(page).and(page.locator('.connection--live')).waitFor({ timeout: LIVE_TIMEOUT_MS });

      const carousel = page.getByRole('region', { name: 'Featured' });
      const slides = carousel.getByRole('group');
      await slides.first().waitFor();
      expect(await slides.count()).toBeGreaterThan(0);
      for (const title of await carousel.locator('.carousel__title').allTextContents()) expect(title.trim()).not.toBe('');
      await waitForImages(page);

      const volume = page.getByRole('list', { name: 'Volume' });
      await eventually(() => volume.getByRole('listitem').count()).toBe(10);
      const volumes = (await textsOf(page, '.rankings .coin-row__volume')).map(parseNumber);
      expect(isSorted(volumes, 'descending')).toBe(true);
      await waitForTextChange(page, '.rankings .coin-row__price');

      // Gainers list only rising coins, best first; Losers only falling ones, worst first; or say there are none.
      const rankingHolds = async (ranking: 'Gainers' | 'Losers'): Promise<boolean> => {
        const changes = (await textsOf(page, '.rankings .change')).map(parseNumber);
        if (changes.length === 0) {
          const none = ranking === 'Gainers' ? 'No coin is up right now' : 'No coin is down right now';
          return (await textsOf(page, '.rankings .state--empty')).join('') === none;
        }
        return ranking === 'Gainers'
          ? changes.every((c) => c > 0) && isSorted(changes, 'descending')
          : changes.every((c) => c < 0) && isSorted(changes, 'ascending');
      };
      await page.getByRole('tab', { name: 'Gainers' }).click();
      await eventually(() => rankingHolds('Gainers')).toBe(true);
      await page.getByRole('tab', { name: 'Losers' }).click();
      await eventually(() => rankingHolds('Losers')).toBe(true);

      const ad = page.getByRole('link', { name: /Lock USDT and earn/ });
      expect(await ad.getAttribute('href')).toBe('/lockMining');
      await ad.click();
      await page.waitForURL(`${s().server.url}/lockMining`);
      await page.goBack();
      await page.waitForURL(`${s().server.url}/home`);

      await page.getByRole('link', { name: 'Search coins' }).click();
      await page.waitForURL(`${s().server.url}/coinSearch`);
      expect(errors).toEqual([]);
    },
  );

  it('searches as you type with live prices and opens the coin detail page', { timeout: 60_000 }, async () => {
    const { page, errors } = s().phone;
    await page.goto(`${s().server.url}/coinSearch`);
    const input = page.getByRole('searchbox', { name: 'Search coin, e.g. BTC' });
    await eventually(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('heading', { name: 'All coins' }).waitFor();
    const all = (await textsOf(page, '.coin-row__pair strong')).length;
    expect(all).toBeGreaterThan(3);
    await waitForTextChange(page, '.coin-list .coin-row__price');

    await input.pressSequentially('eth');
    await page.getByRole('heading', { name: /^Results \(\d+\)$/ }).waitFor();
    const bases = await textsOf(page, '.coin-row__pair strong');
    expect(bases[0]).toBe('ETH');
    expect(bases.length).toBeLessThan(all);
    for (const base of bases) expect(base).toContain('ETH');

    await input.fill('');
    await input.pressSequentially('xau');
    await eventually(() => textsOf(page, '.coin-row__pair strong')).toEqual(['XAU']);

    await input.pressSequentially('zz');
    await page.getByRole('status').filter({ hasText: 'No coins match “xauzz”' }).waitFor();

    await input.fill('');
    await input.pressSequentially('btc');
    await eventually(async () => (await textsOf(page, '.coin-row__pair strong'))[0]).toBe('BTC');
    await page.locator('.coin-row__link').first().click();
    await page.waitForURL(`${s().server.url}/coinDetail/BTC`);
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor();
    expect(errors).toEqual([]);
  });
});
