/**
 * Announcements on a phone (issue 18): the home page's notice strip opens the newest announcement, its carousel slide
 * of an announcement opens that announcement (it led to the not-found page before), and /announcement lists them newest
 * first with unread marks kept on the phone: an opened one loses its mark, also after a reload.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import help from '../../locales/en_us/help.json';
import en from '../../server/content/seed/en_us.json';
import type { Phone } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { smallTouchTargets } from './layout/phone-checks';
import { openJourneyPhone, waitForPath } from './journey/support/page';

const H = help.help;
const STEP = { timeout: 60_000 };
const NEWEST = en.contents['notice-maintenance'].title;
const LISTINGS = en.contents['notice-new-listings'].title;

let server: RunningServer;
let phone: Phone;
let page: Page;

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer({ MARKET: '0' }), openJourneyPhone()]);
  page = phone.page;
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

async function expectAccessible(): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await smallTouchTargets(page)).toEqual([]);
}

describe('announcements', () => {
  it('opens the newest announcement from the home page’s notice strip', STEP, async () => {
    await page.goto(`${server.url}/home`);
    const strip = page.getByRole('navigation', { name: H.announcements.stripLabel });
    await strip.getByRole('link', { name: NEWEST }).click();
    await waitForPath(page, '/announcementDetail/105');
    await page.getByRole('heading', { name: NEWEST }).waitFor();
    await expectAccessible();
  });

  it('opens an announcement from its carousel slide, not the not-found page', STEP, async () => {
    await page.goto(`${server.url}/home`);
    await page.locator('a.carousel__link[href="/announcementDetail/106"]').first().click();
    await waitForPath(page, '/announcementDetail/106');
    await page.getByRole('heading', { name: LISTINGS }).waitFor();
  });

  it('lists them newest first with local unread marks that opening clears', STEP, async () => {
    await page.evaluate(() => localStorage.removeItem('READ_ANNOUNCEMENTS'));
    await page.goto(`${server.url}/announcement`);
    const rows = page.getByTestId('announcement');
    await rows.first().waitFor();
    expect((await rows.allTextContents())[0]).toContain(NEWEST);
    expect(await page.getByTestId('unread-dot').count()).toBe(await rows.count());
    await expectAccessible();

    await rows.filter({ hasText: LISTINGS }).click();
    await page.getByRole('heading', { name: LISTINGS }).waitFor();
    await page.goBack();
    await rows.first().waitFor();
    expect(await rows.filter({ hasText: LISTINGS }).getByTestId('unread-dot').count()).toBe(0);
    expect(await rows.filter({ hasText: NEWEST }).getByTestId('unread-dot').count()).toBe(1);
    await page.reload();
    await rows.first().waitFor();
    expect(await rows.filter({ hasText: LISTINGS }).getByTestId('unread-dot').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('READ_ANNOUNCEMENTS'))).toBe('[106]');
  });
});
