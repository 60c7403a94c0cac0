/**
 * The app under its content security policy in a phone browser: every main screen loads, the live
 * socket connects, and the browser reports no violation (no inline script or style, nothing loaded
 * from elsewhere). The violations come from `securitypolicyviolation` events and the console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, openSession, type Session } from '../market/session';
import { LIVE_TIMEOUT_MS, waitForTextChange } from '../market/page-reads';
import { apiOf, ok } from '../journey/support/api';
import { storeToken } from '../journey/support/page';

const SIGNED_OUT_ROUTES = ['/home', '/market', '/coinSearch', '/coinDetail/BTC', '/login', '/register', '/retrieve'];
const SIGNED_IN_ROUTES = [
  '/trade?symbol=BTCUSDT&side=buy',
  '/allRecord/BTCUSDT',
  '/contractRecord/BTC',
  '/property',
  '/property/coinRecord',
  '/transfer?asset=USDT',
];

describe('the content security policy in a phone browser', () => {
  let session: Session | undefined;
  const violations: string[] = [];
  beforeAll(async () => {
    session = await openSession();
    const { context } = session.phone;
    await context.exposeFunction('__reportCspViolation', (v: string) => void violations.push(v));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation;
        void report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} on ${location.pathname}`);
      });
    });
  }, 120_000);
  afterAll(() => closeSession(session));

  /** Opens `route` and waits until its screen is drawn and its REST calls have answered. */
  const visit = async (route: string) => {
    const { page } = session!.phone;
    const response = await page.goto(`${session!.server.url}${route}`);
    await page.waitForLoadState('networkidle');
    const drawn = () =>
      document.querySelector('#root main') !== null &&
      [...document.querySelectorAll('.state--loading')].every((el) => !el.checkVisibility());
    await page.waitForFunction(drawn, undefined, { timeout: LIVE_TIMEOUT_MS, polling: 100 });
    return response;
  };

  it('is sent with the page: self only, the own socket, never framed', { timeout: 60_000 }, async () => {
    const response = await visit('/home');
    const headers = response!.headers();
    const host = new URL(session!.server.url).host;
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain(`connect-src 'self' ws://${host} wss://${host}`);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('lets the live socket through: prices move on /market', { timeout: 60_000 }, async () => {
    await visit('/market');
    await waitForTextChange(session!.phone.page, '.coin-row__price');
    expect(violations).toEqual([]);
  });

  it('blocks nothing the app needs on any main screen, signed out or in', { timeout: 180_000 }, async () => {
    for (const route of SIGNED_OUT_ROUTES) await visit(route);
    const api = apiOf(session!.server.url);
    const { token } = await ok(api<{ token: string }>('user/login', { account: 'demo@example.com', password: 'demo1234' }));
    await storeToken(session!.phone.page, session!.server.url, token);
    for (const route of SIGNED_IN_ROUTES) await visit(route);

    expect(violations).toEqual([]);
    expect(session!.phone.errors).toEqual([]);
  });
});
