/**
 * Every built route on a 390 × 844 phone, signed out and signed in: each interactive element offers
 * a 44 × 44 px touch target, nothing is wider than the screen, axe finds no serious or critical
 * accessibility violation, and the connection badge shows only where live data is shown.
 */
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, openSession, type Session } from '../market/session';
import { horizontalOverflow, smallTouchTargets } from './phone-checks';
import { openRoute, PHONE_ROUTES, signInDemo } from './phone-routes';

interface RouteFindings {
  small: string[];
  overflow: string[];
  axe: string[];
  errors: string[];
  /** the connection badge's text once the page has settled; null when there is none */
  badge: string | null;
}

/** Pages that show nothing live: no socket is wanted, so no badge (never an endless "Connecting"). */
const WITHOUT_LIVE_DATA = ['/login', '/register', '/retrieve', '/no-such-page', '/coinDetail/NOSUCHCOIN'];

/** An unknown coin is answered 404 by market/symbol (the page says so); Chromium logs that response. */
const UNKNOWN_COIN = '/coinDetail/NOSUCHCOIN';
const expectedError = (route: string, error: string) => route === UNKNOWN_COIN && error.includes('status of 404');

const findings = new Map<string, RouteFindings>();
const listed = (pick: (f: RouteFindings) => string[]) => [...findings].flatMap(([route, f]) => pick(f).map((line) => `${route}: ${line}`));

describe('every route on a 390 × 844 phone', () => {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await openSession();
    const { phone, server } = session;
    for (const state of ['signed out', 'signed in'] as const) {
      if (state === 'signed in') await signInDemo(phone.page, server.url);
      for (const route of PHONE_ROUTES) {
        const errorsBefore = phone.errors.length;
        await openRoute(phone.page, server.url, route);
        const axe = await new AxeBuilder({ page: phone.page }).analyze();
        const badge = phone.page.locator('.nav-bar .connection');
        findings.set(`${route} (${state})`, {
          badge: (await badge.count()) > 0 ? await badge.textContent() : null,
          small: (await smallTouchTargets(phone.page)).map((t) => `${t.what} is ${t.width}×${t.height}`),
          overflow: (await horizontalOverflow(phone.page)).map((o) => `${o.what} scrolls ${o.overflow} px sideways`),
          axe: axe.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          errors: phone.errors.slice(errorsBefore).filter((error) => !expectedError(route, error)),
        });
      }
    }
  }, 600_000);
  afterAll(() => closeSession(session));

  it('visits every built route in both states', () => {
    expect(findings.size).toBe(PHONE_ROUTES.length * 2);
  });

  it('gives every interactive element at least 44 × 44 px of touchable area', () => {
    expect(listed((f) => f.small)).toEqual([]);
  });

  it('fits every route in the screen width: nothing scrolls sideways', () => {
    expect(listed((f) => f.overflow)).toEqual([]);
  });

  it('has no serious or critical axe violations', () => {
    expect(listed((f) => f.axe)).toEqual([]);
  });

  it('shows the connection badge on live pages only: none on the sign-in forms and not-found pages', () => {
    const badges = Object.fromEntries(PHONE_ROUTES.map((route) => [route, findings.get(`${route} (signed out)`)?.badge]));
    expect(badges['/home']).toMatch(/^(Connecting|Live)$/);
    expect(badges['/coinDetail/BTC']).toMatch(/^(Connecting|Live)$/);
    expect(WITHOUT_LIVE_DATA.map((route) => [route, badges[route]])).toEqual(WITHOUT_LIVE_DATA.map((route) => [route, null]));
  });

  it('opens the User Agreement from /register in a sheet that is accessible and gives the focus back', { timeout: 60_000 }, async () => {
    const { phone, server } = session!;
    await phone.page.evaluate(() => localStorage.removeItem('TOKEN'));
    await openRoute(phone.page, server.url, '/register');
    const link = phone.page.getByRole('button', { name: 'User Agreement' });
    await link.click();
    const sheet = phone.page.getByRole('dialog', { name: 'User Agreement' });
    await sheet.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await smallTouchTargets(phone.page, '[role="dialog"]')).toEqual([]);
    const axe = await new AxeBuilder({ page: phone.page }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await phone.page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await phone.page.locator('input[name="agreement"]').isChecked()).toBe(false);
  });

  it('logs no errors in the page', () => {
    expect(listed((f) => f.errors)).toEqual([]);
  });
});
