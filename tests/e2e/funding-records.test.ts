/**
 * The funding records on a phone against the real server (issue 15, asset/records): from Assets' "Funding records" link
 * a new user sees their demo funds and a transfer with signed amounts, kinds and statuses, narrows the list to one coin
 * with a chip, and a transfer made elsewhere appears by itself (the `balances` push); axe and touch targets hold.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phone } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { smallTouchTargets } from './layout/phone-checks';
import { apiOf, ok, registerByApi, uniqueEmail, type Call } from './journey/support/api';
import { EN } from './journey/support/english';
import { openJourneyPhone, storeToken, waitForPath } from './journey/support/page';

const F = EN.assets.funding;
const STEP = { timeout: 120_000 };

let server: RunningServer;
let phone: Phone;
let api: Call;
let page: Page;
let token: string;

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer({ MARKET: '0' }), openJourneyPhone()]);
  api = apiOf(server.url);
  page = phone.page;
  token = (await registerByApi(api, uniqueEmail('funding'), 'records-pass-1')).token;
  await ok(api('asset/demo/fund', {}, token));
  await ok(api('asset/transfer', { asset: 'USDT', amount: '25', from: 'spot', to: 'contract', clientId: 'funding-e2e-1' }, token));
  await storeToken(page, server.url, token);
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

const cards = () => page.locator('.funding-card');

describe('funding records on a phone', () => {
  it('lists the movements, filters by coin and adds a new one live', STEP, async () => {
    await page.goto(`${server.url}/property`);
    await page.getByRole('link', { name: EN.assets.records.link }).click();
    await waitForPath(page, '/property/coinRecord');
    const transfer = cards().filter({ hasText: F.kinds.transfer });
    await transfer.waitFor();
    await expect
      .poll(() => transfer.textContent())
      .toContain(`25.00 USDT${F.between.replace('{{from}}', EN.assets.accounts.spot).replace('{{to}}', EN.assets.accounts.contract)}`);
    expect(await cards().filter({ hasText: F.kinds.demo }).count()).toBe(3);
    expect(await cards().filter({ hasText: '+0.1' }).filter({ hasText: 'BTC' }).count()).toBe(1);

    expect(await smallTouchTargets(page, '.records')).toEqual([]);
    const axe = await new AxeBuilder({ page }).include('.records').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await page.getByRole('group', { name: F.filter }).getByRole('button', { name: 'BTC', exact: true }).click();
    await expect.poll(() => cards().count()).toBe(1);
    expect(await cards().first().textContent()).toContain('BTC');

    await page.getByRole('button', { name: F.allCoins }).click();
    await expect.poll(() => cards().count()).toBe(4);
    await ok(api('asset/transfer', { asset: 'USDT', amount: '7', from: 'contract', to: 'spot', clientId: 'funding-e2e-2' }, token));
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(5);
    expect(await cards().first().textContent()).toContain('7.00 USDT');
  });
});
