/**
 * A session the server ends by itself: tokens live TOKEN_TTL_MS here, so a page opened with a
 * good token meets a 401 on its next call, shows the one "session expired" toast, forgets the
 * token and lands on /login with the page it was going to as the redirect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phone } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { apiOf, ok, registerByApi, uniqueEmail, type Call } from './support/api';
import { EN } from './support/english';
import { expectToast, openJourneyPhone, storedToken, storeToken, toastsShown, waitForPath } from './support/page';

/** Long enough to open a page on a busy machine, short enough to wait out. */
const TOKEN_TTL_MS = 8_000;
const PASSWORD = 'expire2024';

let server: RunningServer;
let phone: Phone;
let api: Call;

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer({ TOKEN_TTL_MS: String(TOKEN_TTL_MS) }), openJourneyPhone()]);
  api = apiOf(server.url);
  // the app's files are cached before the clock of the session starts
  await phone.page.goto(`${server.url}/property`);
  await phone.page.getByRole('link', { name: EN.assets.signIn.action }).waitFor();
});

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

describe('an expired session', () => {
  it('shows the 401 toast once on the next call, lands on /login and returns there after signing in', { timeout: 90_000 }, async () => {
    const { page } = phone;
    const email = uniqueEmail('expiry');
    const user = await registerByApi(api, email, PASSWORD);
    await ok(api('asset/demo/fund', {}, user.token));
    await storeToken(page, server.url, user.token);
    await page.goto(`${server.url}/property`);
    // signed in: the balances the token was good for are on screen
    await page.getByTestId('asset-USDT').waitFor();

    await expect
      .poll(() => api('user/info', {}, user.token).then((a) => a.status), { timeout: TOKEN_TTL_MS + 15_000, interval: 250 })
      .toBe(401);
    await expectToast(page, EN.common.sessionExpired, () => page.getByRole('link', { name: EN.assets.records.link }).click());
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/property/coinRecord');
    expect(await storedToken(page)).toBeNull();
    expect((await toastsShown(page)).filter((text) => text === EN.common.sessionExpired)).toHaveLength(1);
    expect(phone.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);

    // signing in again goes back to the page the expired session was opening
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('submit').click();
    await waitForPath(page, '/property/coinRecord');
    await page.getByText(EN.assets.funding.kinds.demo).first().waitFor();
  });
});
