/**
 * Issue 18's own screens in the browser: the documents, /aboutUs, /download, /customerService, /setting and
 * /tradDetail pass axe (no serious or critical violation, contrast included) in the light and the dark theme, fit a
 * 390 px phone and offer 44 px targets; /setting switches the open app's language live and keeps it in LANG.
 */
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, openSession, type Session } from './market/session';
import { horizontalOverflow, smallTouchTargets } from './layout/phone-checks';
import { openRoute, signInDemo } from './layout/phone-routes';

const ROUTES = [
  '/documentDetail/agreement',
  '/documentDetail/privacy',
  '/documentDetail/fees',
  '/documentDetail/cycle',
  '/documentDetail/lockMining',
  '/aboutUs',
  '/download',
  '/customerService',
  '/setting',
  '/tradDetail/:id',
];

describe('issue 18 pages on a phone', () => {
  let session: Session;
  const problems: string[] = [];

  beforeAll(async () => {
    session = await openSession();
    const { phone, server } = session;
    await signInDemo(phone.page, server.url);
    for (const theme of ['light', 'dark']) {
      await phone.page.evaluate((t) => localStorage.setItem('THEME', t), theme);
      for (const route of ROUTES) {
        await openRoute(phone.page, server.url, route);
        const where = `${route} (${theme})`;
        const axe = await new AxeBuilder({ page: phone.page }).analyze();
        problems.push(
          ...axe.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${where}: axe ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          ...(await smallTouchTargets(phone.page)).map((t) => `${where}: ${t.what} is ${t.width}×${t.height}`),
          ...(await horizontalOverflow(phone.page)).map((o) => `${where}: ${o.what} scrolls sideways`),
        );
      }
    }
  }, 300_000);
  afterAll(() => closeSession(session));

  it('passes axe in both themes, fits the phone and offers 44 px targets', () => {
    expect(problems).toEqual([]);
  });

  it('shows the fee schedule from the live catalogues and the demo order in full', { timeout: 60_000 }, async () => {
    const { phone, server } = session;
    await openRoute(phone.page, server.url, '/documentDetail/fees');
    const spot = phone.page.getByRole('table', { name: 'Spot trading' });
    await spot.waitFor();
    expect(await spot.getByRole('row').count()).toBeGreaterThan(2);
    await openRoute(phone.page, server.url, '/tradDetail/:id');
    await phone.page.locator('[data-order-id]').waitFor();
    expect(await phone.page.getByText('No fills yet').count()).toBe(1);
  });

  it('switches the running app to another language from /setting and keeps it in LANG', { timeout: 60_000 }, async () => {
    const { phone, server } = session;
    await phone.page.evaluate(() => localStorage.setItem('LANG', 'en_us'));
    await openRoute(phone.page, server.url, '/setting');
    const navigations: string[] = [];
    phone.page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await phone.page.getByLabel('Language').selectOption('de');
    await phone.page.getByLabel('Sprache').waitFor();
    expect(await phone.page.locator('.nav-bar').textContent()).toContain('Einstellungen');
    expect(await phone.page.evaluate(() => [localStorage.getItem('LANG'), document.documentElement.lang])).toEqual(['de', 'de']);
    expect(navigations).toEqual([]);
    await phone.page.getByLabel('Sprache').selectOption('en_us');
    await phone.page.getByLabel('Language').waitFor();
  });
});
