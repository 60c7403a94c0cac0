/**
 * The storage plan on a phone against the real server (issue 16, docs/lock-mining.md): from home's storage-plan card the
 * demo user opens /lockMining, subscribes 100 USDT for 7 days on /confirmLock/usdt-7d (the estimate shown as typed), then
 * the server is stopped and started again on the same data with its clock moved just past the second dividend's due time
 * (CLOCK_OFFSET_MS, test-only): /lockRecord shows exactly two dividends. Redeeming early shows the server's penalty before
 * confirming, and the spot USDT grows by exactly principal − penalty. axe finds no serious violation on the three routes.
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockOrder, LockRedeemPreview } from '@contract/lock';
import { LOCK_DAY_MS } from '@contract/lock-dates';
import en from '../../locales/en_us/lock.json';
import { add } from '../../src/decimal';
import type { Phone } from './helpers/browser';
import { openDemoPhone } from './helpers/demo-phone';
import { snapshotDist, startServer, type RunningServer } from './helpers/server';
import { availableIn, balancesOf, ok, type Call } from './journey/support/api';
import { withValues } from './journey/support/english';
import { expectToast } from './journey/support/page';
import { horizontalOverflow, smallTouchTargets } from './layout/phone-checks';

const L = en.lock;
const STEP = { timeout: 180_000 };
/** how far past the second dividend's due time the restarted server's clock stands */
const MARGIN_MS = 60_000;

let dist: string;
let server: RunningServer;
let phone: Phone;
let api: Call;
let page: Page;
let demo: string;
let order: LockOrder;

beforeAll(async () => {
  dist = await snapshotDist();
  // no market: the storage plan needs no prices, and the machine's two cores are shared
  ({ server, phone, api, page, demo } = await openDemoPhone({ DIST_DIR: dist, MARKET: '0' }));
}, 180_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const spotUsdt = async () => availableIn(await balancesOf(api, demo), 'spot', 'USDT');

/** No serious or critical axe violation, no touch target under 44 px in `scope`, nothing wider than the phone. */
async function expectAccessiblePhonePage(scope = 'body'): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await smallTouchTargets(page, scope)).toEqual([]);
  expect(await horizontalOverflow(page)).toEqual([]);
}

const cellOf = (label: string) => page.locator('.lock-order dt', { hasText: label }).locator('xpath=following-sibling::dd');

describe('the storage plan on a phone', () => {
  it('home opens the products; a card opens its confirm page, which estimates as the user types and subscribes', STEP, async () => {
    await page.goto(`${server.url}/home`);
    // the server's banner seed: the storage-plan slide opens /lockMining too
    await page.locator('.carousel a[href="/lockMining"]').first().waitFor({ state: 'attached' });
    await page.locator('a.lock-ad').click();
    await page.waitForURL((url) => url.pathname === '/lockMining');
    await page.getByRole('list', { name: L.products.label }).waitFor();
    await expectAccessiblePhonePage();

    await page.getByRole('link', { name: /7 days/ }).click();
    await page.waitForURL((url) => url.pathname === '/confirmLock/usdt-7d');
    const form = page.getByRole('form', { name: L.confirm.formLabel });
    await form.waitFor();
    await form.getByRole('textbox', { name: L.confirm.amount }).fill('100');
    const value = (label: string) => form.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    expect(await value(L.confirm.dailyDividend).textContent()).toBe('0.30 USDT');
    expect(await value(L.confirm.totalEarnings).textContent()).toBe('2.10 USDT');
    expect(await page.getByTestId('lock-penalty-rule').textContent()).toBe(withValues(L.confirm.penaltyRule, { rate: '2.00%' }));
    await expectAccessiblePhonePage();

    const before = await spotUsdt();
    const answer = page.waitForResponse((res) => res.url().endsWith('/lock/subscribe'));
    await expectToast(page, L.confirm.success, () => form.getByRole('button', { name: L.confirm.submit }).click());
    order = ((await (await answer).json()) as { data: LockOrder }).data;
    await page.waitForURL((url) => url.pathname === '/lockRecord');
    expect([order.amount, order.dailyDividend, order.status]).toEqual(['100.00', '0.30', 'active']);
    expect(await spotUsdt()).toBe(add(before, '-100.00'));
  });

  it('after a restart with the clock just past the second dividend, /lockRecord shows exactly two dividends', STEP, async () => {
    const subscriptionDay = Math.floor(order.subscribedAt / LOCK_DAY_MS) * LOCK_DAY_MS;
    // docs/lock-mining.md "Dates": subscribed on day D, dividend n is paid at 00:00 UTC of day D + 1 + n
    const secondDividendDue = subscriptionDay + 3 * LOCK_DAY_MS;
    const offset = secondDividendDue + MARGIN_MS - Date.now();
    await server.stop();
    server = await startServer({ DIST_DIR: dist, MARKET: '0', CLOCK_OFFSET_MS: String(offset) }, server.dataDir, server.port);
    const [caughtUp] = (await ok(api<{ items: LockOrder[] }>('lock/order/list', {}, demo))).items;
    expect(
      caughtUp?.payments.map((p) => p.day),
      `offset ${offset}, subscribed ${order.subscribedAt}\n${server.output()}`,
    ).toEqual([1, 2]);

    await page.goto(`${server.url}/lockRecord`);
    await page.getByRole('tablist', { name: L.records.tabsLabel }).waitFor();
    await cellOf(L.records.earnings).filter({ hasText: '0.60 USDT' }).waitFor();
    await page.locator('.lock-payments summary').click();
    const payments = page.getByRole('list', { name: L.records.payments });
    expect(await payments.getByRole('listitem').allTextContents()).toHaveLength(2);
    expect(await payments.getByRole('listitem').first().textContent()).toContain('Day 1');
    await expectAccessiblePhonePage();
  });

  it('redeeming early shows the penalty first, then returns exactly principal − penalty', STEP, async () => {
    const before = await spotUsdt();
    const previewAnswer = page.waitForResponse((res) => res.url().endsWith('/lock/order/redeem/preview'));
    await page.getByRole('button', { name: L.records.redeem }).click();
    const preview = ((await (await previewAnswer).json()) as { data: LockRedeemPreview }).data;
    expect([preview.amount, preview.penalty, preview.returned]).toEqual(['100.00', '2.00', '98.00']);
    const dialog = page.getByRole('dialog', { name: L.redeem.title });
    const row = (label: string) => dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    expect(await row(withValues(L.redeem.penalty, { rate: '2.00%' })).textContent()).toBe('2.00 USDT');
    expect(await row(L.redeem.returned).textContent()).toBe('98.00 USDT');
    // the sheet's backdrop covers the page behind it: only the sheet's own controls are there to touch
    await expectAccessiblePhonePage('.sheet');

    await expectToast(page, L.redeem.success, () => dialog.getByRole('button', { name: L.redeem.confirm }).click());
    await dialog.waitFor({ state: 'detached' });
    expect(await spotUsdt()).toBe(add(before, preview.returned));

    await page.getByRole('tab', { name: L.records.finished }).click();
    await page.locator('.lock-order', { hasText: L.records.statuses.redeemed }).waitFor();
    expect(await cellOf(L.records.penalty).textContent()).toBe('2.00 USDT');
    expect(await cellOf(L.records.earnings).textContent()).toBe('0.60 USDT');
    const [stored] = (await ok(api<{ items: LockOrder[] }>('lock/order/list', {}, demo))).items;
    expect([stored?.status, stored?.penalty, stored?.payments.length]).toEqual(['redeemed', '2.00', 2]);
  });
});
