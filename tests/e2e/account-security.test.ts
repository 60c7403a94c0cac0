/**
 * The account-security journey of issue 17 on a phone against the real server (docs/security.md): a new user (signed
 * up with an e-mail) binds a phone on /mine/phone with the code from the demo outbox, changes the e-mail on
 * /mine/editEmail (a code to the old e-mail, then one to the new), signs in on a second phone, changes the login
 * password on the first: the second phone's session is gone (401: its page says the session expired and goes to /login) while the first
 * stays signed in. The security centre lists the logins with their device; "sign out all other devices" asks for the
 * security verification first. Every route is axe clean (no serious or critical violation), fits 390 px and has
 * 44 px touch targets.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import common from '../../locales/en_us/common.json';
import mineJson from '../../locales/en_us/mine.json';
import type { Phone } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { horizontalOverflow, smallTouchTargets } from './layout/phone-checks';
import { apiOf, ok, registerByApi, uniqueEmail, type Call } from './journey/support/api';
import { expectToast, openJourneyPhone, storedToken, storeToken, waitForPath } from './journey/support/page';
import { animationsSettled } from './helpers/animations';

const M = mineJson.mine;
const STEP = { timeout: 90_000 };
const PASSWORD = 'pass1234';
const NEW_PASSWORD = 'newpass5678';
const PHONE = '2025550147';

let server: RunningServer;
let phone: Phone;
let second: Phone | undefined;
let api: Call;
let page: Page;
let token: string;
let email: string;
const newEmail = uniqueEmail('security-new');

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer(), openJourneyPhone()]);
  api = apiOf(server.url);
  email = uniqueEmail('security');
  token = (await registerByApi(api, email, PASSWORD)).token;
  await storeToken(phone.page, server.url, token);
  page = phone.page;
}, 120_000);

afterAll(async () => {
  await second?.close();
  await phone?.close();
  await server?.stop();
});

/** The newest code of `purpose` the demo outbox holds for `to`, once it is there. */
async function codeFor(to: string, purpose: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const box = await ok(api<{ code: string; purpose: string }[]>('demo/outbox', { to }));
    const code = box.find((m) => m.purpose === purpose)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${purpose} code for ${to}`);
}

async function expectPhoneFriendly(path: string) {
  await animationsSettled(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path} ${v.id}`)).toEqual([]);
  expect(await smallTouchTargets(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toEqual([]);
}

describe('account security on a phone', () => {
  it('the security centre shows what is bound and the logins', STEP, async () => {
    await page.goto(`${server.url}/mine/security`);
    await expect.poll(() => page.getByTestId('binding-phone').textContent()).toBe(`${'Phone number'}${M.security.notBound}`);
    expect(await page.getByTestId('binding-email').textContent()).toContain('@example.com');
    await page.getByTestId('login-history').waitFor();
    expect(await page.getByTestId('login-history').getByRole('listitem').count()).toBe(1);
    await expectPhoneFriendly('/mine/security');
  });

  it('binds a phone with the code sent to it', STEP, async () => {
    await page.getByTestId('binding-phone').click();
    await waitForPath(page, '/mine/phone');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').filter({ hasText: 'Phone number cannot be empty' }).waitFor();
    await expectPhoneFriendly('/mine/phone');
    await page.getByLabel(M.phone.newPhone).fill(PHONE);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await codeFor(`+1 ${PHONE}`, 'bindPhone'));
    await expectToast(page, M.phone.done, () => page.getByRole('button', { name: M.phone.submit }).click());
    expect(await page.getByTestId('bound-phone').textContent()).toBe('+1 202****0147');
    await expectPhoneFriendly('/mine/phone');
  });

  it('changes the e-mail: a code to the old e-mail first, then one to the new', STEP, async () => {
    await page.goto(`${server.url}/mine/email`);
    await page.getByTestId('bound-email').waitFor();
    await expectPhoneFriendly('/mine/email');
    await page.getByRole('link', { name: M.email.change }).click();
    await waitForPath(page, '/mine/editEmail');
    const verify = page.getByRole('form', { name: M.security.verify.title });
    await verify.waitFor();
    await expectPhoneFriendly('/mine/editEmail');
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByLabel('Verification code').fill(await codeFor(email, 'securityVerify'));
    await verify.getByRole('button', { name: M.security.verify.submit }).click();
    await page.getByLabel(M.email.newEmail).fill(newEmail);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await codeFor(newEmail, 'bindEmail'));
    await expectToast(page, M.email.done, () => page.getByRole('button', { name: M.email.submit }).click());
    await waitForPath(page, '/mine/email');
    const info = await ok(api<{ email: string; phone: string }>('user/info', {}, token));
    expect([info.email, info.phone]).toEqual([newEmail, PHONE]);
  });

  it('changing the login password signs the other phone out, and this one stays signed in', STEP, async () => {
    second = await openJourneyPhone();
    const other = second.page;
    await other.goto(`${server.url}/login`);
    await other.locator('input[name="email"]').fill(newEmail);
    await other.locator('input[name="password"]').fill(PASSWORD);
    await other.getByTestId('submit').click();
    await other.waitForURL((url) => url.pathname !== '/login');
    const otherToken = await storedToken(other);
    expect(otherToken).toBeTruthy();

    await page.goto(`${server.url}/mine/security`);
    const history = page.getByTestId('login-history');
    await history.getByText('Chrome · Android').waitFor();
    expect(await page.getByTestId('other-sessions').textContent()).toBe(M.security.otherSessions.replace('{{count}}', '1'));

    await page.goto(`${server.url}/mine/password`);
    await page.getByRole('form', { name: M.password.title }).waitFor();
    await expectPhoneFriendly('/mine/password');
    await page.getByLabel(M.password.old).fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(M.password.confirm).fill(NEW_PASSWORD);
    await expectToast(page, M.password.done, () => page.getByRole('button', { name: M.password.submit }).click());

    expect((await api('user/info', {}, otherToken ?? '')).status).toBe(401);
    expect((await api('user/info', {}, token)).status).toBe(200);
    // the other phone's next call meets the 401 rule: "session expired", signed out, sent to /login
    await expectToast(other, common.common.sessionExpired, () => other.goto(`${server.url}/mine/security`));
    await waitForPath(other, '/login');
    expect(await storedToken(other)).toBeNull();
  });

  it('signs out all other devices after the security verification', STEP, async () => {
    const extra = (await ok(api<{ token: string }>('user/login', { account: newEmail, password: NEW_PASSWORD }))).token;
    await page.goto(`${server.url}/mine/security`);
    await page.getByRole('button', { name: M.security.endOthers }).click();
    const verify = page.getByRole('form', { name: M.security.verify.title });
    await verify.getByLabel(`+1 202****0147`).check();
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByLabel('Verification code').fill(await codeFor(`+1 ${PHONE}`, 'securityVerify'));
    await expectToast(page, M.security.endOthersDone.replace('{{count}}', '1'), () =>
      verify.getByRole('button', { name: M.security.verify.submit }).click(),
    );
    expect((await api('user/info', {}, extra)).status).toBe(401);
    expect((await api('user/info', {}, token)).status).toBe(200);
  });
});
