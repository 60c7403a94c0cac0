/**
 * The address book and the invite link on a phone against the real server (issue 17): the demo user saves a TRON address
 * on /mine/addCoinAddress (a one-character-wrong one refused at the field with the wallet's message, nothing saved), sees
 * it on /mine/coinAddress, picks it on /withdraw from the saved-address sheet and withdraws 150 USDT to it; then the invite
 * link from /mine/invite, opened in a new browser, prefills the sign-up's invite code, and the friend who registers with
 * the code from the demo outbox appears on the open /mine/myTeam without a reload, masked. Every screen is axe clean, fits 390 px, 44 px targets.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress } from '@contract/address-book';
import type { Paged } from '@contract/primitives';
import type { Withdrawal } from '@contract/wallet';
import mineLocale from '../../locales/en_us/mine.json';
import { openPhone, type Phone } from './helpers/browser';
import { openDemoPhone } from './helpers/demo-phone';
import type { RunningServer } from './helpers/server';
import { horizontalOverflow, smallTouchTargets } from './layout/phone-checks';
import { ok, outboxCode, uniqueEmail, type Call } from './journey/support/api';
import { EN } from './journey/support/english';
import { expectToast, waitForPath } from './journey/support/page';
import { soon } from './journey/support/soon';

const M = mineLocale.mine;
const W = EN.assets.withdraw;
/** the USDT contract on TRON (valid base58check); the typo changes its last character */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_TYPO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';
const FUND_PASSWORD = 'fund1234';
const FRIEND_PASSWORD = 'friend2024';
const STEP = { timeout: 90_000 };

let server: RunningServer;
let phone: Phone;
let friend: Phone | undefined;
let api: Call;
let page: Page;
let demo: string;

beforeAll(async () => {
  ({ server, phone, api, page, demo } = await openDemoPhone());
}, 120_000);

afterAll(async () => {
  await friend?.close();
  await phone?.close();
  await server?.stop();
});

/** axe with no serious or critical violation, no horizontal overflow at 390 px, every target (in `scope`) at least 44 px */
async function expectPhoneClean(target: Page, path: string, scope = 'body'): Promise<void> {
  const axe = await new AxeBuilder({ page: target }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path} ${v.id}`)).toEqual([]);
  expect(await horizontalOverflow(target)).toEqual([]);
  expect(await smallTouchTargets(target, scope)).toEqual([]);
}

const savedAddresses = () => ok(api<SavedAddress[]>('user/address/list', {}, demo));

describe('the withdrawal address book on a phone', () => {
  it('refuses a one-character-wrong address at the field with the wallet’s message, and saves nothing', STEP, async () => {
    await page.goto(`${server.url}/mine/addCoinAddress`);
    const form = page.getByRole('form', { name: M.address.addTitle });
    await form.getByLabel(M.address.address, { exact: true }).fill(TRON_TYPO);
    await form.getByRole('button', { name: M.address.save }).click();
    await form.getByRole('alert').filter({ hasText: 'The address is not a valid TRON (TRC20) address' }).waitFor();
    expect(await savedAddresses()).toEqual([]);
    await expectPhoneClean(page, '/mine/addCoinAddress');
  });

  it('saves the address with a remark and lists it on /mine/coinAddress', STEP, async () => {
    const form = page.getByRole('form', { name: M.address.addTitle });
    await form.getByLabel(M.address.address, { exact: true }).fill(TRON);
    await form.getByLabel(M.address.remark, { exact: true }).fill('Cold wallet');
    await expectToast(page, M.address.saved, () => form.getByRole('button', { name: M.address.save }).click());
    await waitForPath(page, '/mine/coinAddress');
    const row = page.getByTestId('saved-address');
    await row.filter({ hasText: TRON }).waitFor();
    expect(await row.textContent()).toContain('USDT · TRC20');
    expect(await savedAddresses()).toEqual([
      expect.objectContaining({ asset: 'USDT', network: 'TRC20', address: TRON, remark: 'Cold wallet' }),
    ]);
    await expectPhoneClean(page, '/mine/coinAddress');
  });

  it('fills the withdrawal from the saved-address sheet, and the withdrawal goes to that address', STEP, async () => {
    // the fund password through its code, as /mine/fund sets it (tests/e2e/withdraw.test.ts drives that screen)
    await ok(api('user/fund-password/code', {}, demo));
    const box = await ok(api<{ code: string; purpose: string }[]>('demo/outbox', { to: 'demo@example.com' }));
    const code = box.find((entry) => entry.purpose === 'fundPassword')!.code;
    await ok(api('user/fund-password/set', { password: FUND_PASSWORD, confirmPassword: FUND_PASSWORD, code }, demo));

    await page.goto(`${server.url}/withdraw`);
    const form = page.getByRole('form', { name: W.title });
    await form.getByLabel(W.fundPassword, { exact: true }).waitFor();
    await form.getByRole('button', { name: M.address.picker.open }).click();
    const sheet = page.getByRole('dialog', { name: 'Saved USDT addresses' });
    await sheet.getByRole('button', { name: new RegExp(TRON) }).waitFor();
    await expectPhoneClean(page, '/withdraw (saved addresses)', '.sheet');
    await sheet.getByRole('button', { name: new RegExp(TRON) }).click();
    await sheet.waitFor({ state: 'detached' });
    await soon(() => form.getByLabel(W.address, { exact: true }).inputValue()).toBe(TRON);

    await form.getByLabel(W.amount, { exact: true }).fill('150');
    await form.getByLabel(W.fundPassword, { exact: true }).fill(FUND_PASSWORD);
    await expectToast(page, W.success, () => form.getByRole('button', { name: W.submit, exact: true }).click());
    const sent = (await ok(api<Paged<Withdrawal>>('wallet/withdraw/list', {}, demo))).items;
    expect(sent.map((w) => [w.network, w.address, w.amount])).toEqual([['TRC20', TRON, '150']]);
  });
});

describe('the invite link on a phone', () => {
  let link = '';

  it('shows the invite code, the link and its QR code', STEP, async () => {
    await page.goto(`${server.url}/mine/invite`);
    const code = (await page.getByTestId('invite-code').textContent())!;
    link = (await page.getByTestId('invite-link').textContent())!;
    expect(link).toBe(`${server.url}/register?code=${code}`);
    await page.getByTestId('invite-qr').waitFor();
    await expectPhoneClean(page, '/mine/invite');
  });

  it('registers a friend in a new browser through the link, who then appears in the open team page', STEP, async () => {
    await page.goto(`${server.url}/mine/myTeam`);
    await page.getByText(M.team.empty).waitFor();
    expect(await page.getByTestId('team-size').textContent()).toBe('0');
    friend = await openPhone();
    const email = uniqueEmail('friend');
    const other = friend.page;
    await other.goto(link);
    expect(await other.locator('input[name="inviteCode"]').inputValue()).toBe(link.split('code=')[1]);
    await other.locator('input[name="email"]').fill(email);
    await other.getByTestId('send-code').click();
    let code: string | undefined;
    await soon(async () => (code = await outboxCode(api, email, 'register'))).toMatch(/^\d{6}$/);
    await other.locator('input[name="password"]').fill(FRIEND_PASSWORD);
    await other.locator('input[name="repeatPassword"]').fill(FRIEND_PASSWORD);
    await other.locator('input[name="code"]').fill(code!);
    await other.locator('input[name="agreement"]').check();
    await other.getByTestId('submit').click();
    await waitForPath(other, '/home');

    // no reload: the `team` channel pushes the new counts and the list asks its first page again
    await page.getByTestId('team-member').first().waitFor();
    expect(await page.getByTestId('team-size').textContent()).toBe('1');
    expect(await page.getByTestId('team-direct').textContent()).toBe('1');
    const masked = `${email.slice(0, 2)}***@example.com`;
    expect(await page.getByTestId('team-member').first().textContent()).toContain(masked);
    await expectPhoneClean(page, '/mine/myTeam');
  });
});
