/** Browser checks of /market: tabs, live prices, favourites that survive a reload, three-state sort. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, openSession, type Session } from './session';
import { eventually, isSorted, parseNumber, textsOf, waitForTextChange } from './page-reads';

const PAIRS = '.coin-row__pair strong';
const PRICES = '.coin-row__price';

describe('the market list in a phone browser', () => {
  let session: Session | undefined;
  const s = () => session!;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(() => closeSession(session));

  const storedFavourites = () => s().phone.page.evaluate(() => JSON.parse(localStorage.getItem('COLLECTED_LIST') ?? '[]') as unknown);

  it('shows Spot, Futures, Cycle and Favourites with live prices', { timeout: 60_000 }, async () => {
    const { page, errors } = s().phone;
    await page.goto(`${s().server.url}/market`);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await eventually(() => tab('Spot').getAttribute('aria-selected')).toBe('true');
    await eventually(async () => (await textsOf(page, PAIRS)).length).toBeGreaterThan(3);
    const spot = await textsOf(page, PAIRS);
    expect(spot).toContain('BTC');
    expect(spot).not.toContain('XAU');
    await waitForTextChange(page, PRICES);

    await tab('Futures').click();
    await page.waitForURL(/\/market\?tab=futures$/);
    await eventually(() => textsOf(page, PAIRS)).toEqual(expect.arrayContaining(['BTC', 'ETH']));
    // perpetuals (one per pair of the catalogue, commodities too: server/catalogue/perpetuals.ts), marked as such, with their mark price and funding rate, each opening its futures view of /trade
    expect(await textsOf(page, '.perp-badge')).toEqual((await textsOf(page, PAIRS)).map(() => 'Perpetual'));
    expect(await textsOf(page, '.coin-row__volume')).toEqual(
      (await textsOf(page, PAIRS)).map(() => expect.stringMatching(/^Funding [+-]?\d\.\d{4}%$/)),
    );
    expect(await page.locator('.coin-row__link').first().getAttribute('href')).toBe('/trade?symbol=BTCUSDT-PERP');
    await waitForTextChange(page, PRICES);

    await tab('Cycle').click();
    await page.waitForURL(/\/market\?tab=cycle$/);
    await eventually(() => textsOf(page, PAIRS)).toEqual(expect.arrayContaining([...spot, 'XAU', 'XAG', 'WTI']));
    // the symbols of cycle/rules under a header per category, each opening /cycle on itself, the index moving live
    // the futures list holds the same coins (commodities have perpetuals too): wait for the cycle list's own headers
    await eventually(() => textsOf(page, '.market h2')).toEqual(['Crypto', 'Commodities']);
    const commodities = page.getByRole('region', { name: 'Commodities' });
    expect(await commodities.locator(PAIRS).allTextContents()).toEqual(['XAU', 'XAG', 'WTI']);
    expect(await commodities.locator('.coin-row__link').first().getAttribute('href')).toBe('/cycle?symbol=XAUUSDT');
    await waitForTextChange(page, PRICES);

    await tab('Favourites').click();
    await page.getByRole('status').filter({ hasText: 'No favourites yet' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps favourite toggles in COLLECTED_LIST across reloads', { timeout: 60_000 }, async () => {
    const { page, errors } = s().phone;
    await page.goto(`${s().server.url}/market?tab=spot`);
    await page.getByRole('button', { name: 'Add ETH/USDT to favourites' }).click();
    await page.getByRole('button', { name: 'Add BTC/USDT to favourites' }).click();
    const ethOn = page.getByRole('button', { name: 'Remove ETH/USDT from favourites' });
    expect(await ethOn.getAttribute('aria-pressed')).toBe('true');
    await eventually(storedFavourites).toEqual(['ETHUSDT', 'BTCUSDT']);

    await page.reload();
    await ethOn.waitFor();
    expect(await page.getByRole('button', { name: 'Remove BTC/USDT from favourites' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Add SOL/USDT to favourites' }).getAttribute('aria-pressed')).toBe('false');

    await page.getByRole('tab', { name: 'Favourites' }).click();
    await eventually(async () => (await textsOf(page, PAIRS)).sort()).toEqual(['BTC', 'ETH']);
    await ethOn.click();
    await eventually(() => textsOf(page, PAIRS)).toEqual(['BTC']);
    await eventually(storedFavourites).toEqual(['BTCUSDT']);

    await page.reload();
    await eventually(() => textsOf(page, PAIRS)).toEqual(['BTC']);
    await page.getByRole('button', { name: 'Remove BTC/USDT from favourites' }).click();
    await page.getByRole('status').filter({ hasText: 'No favourites yet' }).waitFor();
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'No favourites yet' }).waitFor();
    expect(await storedFavourites()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('cycles a column sort through none, ascending, descending and back to none', { timeout: 60_000 }, async () => {
    const { page, errors } = s().phone;
    await page.goto(`${s().server.url}/market?tab=spot`);
    await eventually(async () => (await textsOf(page, PAIRS)).length).toBeGreaterThan(3);
    const catalogue = await textsOf(page, PAIRS);
    const prices = async () => (await textsOf(page, PRICES)).map(parseNumber);
    const sortButton = (state: string) => page.getByRole('button', { name: `Sort by Last price, now ${state}` });

    await sortButton('not sorted').click();
    await eventually(async () => isSorted(await prices(), 'ascending')).toBe(true);
    expect(await textsOf(page, PAIRS)).not.toEqual(catalogue);

    await sortButton('ascending').click();
    await eventually(async () => isSorted(await prices(), 'descending')).toBe(true);

    await sortButton('descending').click();
    await sortButton('not sorted').waitFor();
    await eventually(() => textsOf(page, PAIRS)).toEqual(catalogue);

    // another column starts its own cycle at ascending
    await page.getByRole('button', { name: 'Sort by Name, now not sorted' }).click();
    await eventually(async () => {
      const names = await textsOf(page, '.coin-row__pair');
      return names.join() === [...names].sort((a, b) => a.localeCompare(b)).join();
    }).toBe(true);
    await sortButton('not sorted').waitFor();
    expect(errors).toEqual([]);
  });
});
