/**
 * The fiat withdrawal journey of issue 15 on a phone against the real server: the demo user (not verified) opens Fiat from
 * Assets and is told to verify their identity (Basic) first, with the link to it; once the test database records Basic
 * (as the identity review would) and a fund password is set, /withdrawBank is axe clean with 44 px targets and no sideways
 * scroll, shows each rule's message for its bad value (the card's Luhn check as it is typed) with nothing sent, estimates
 * the fiat received as the amount is typed, and withdraws 100 USDT to a EUR card: the "withdrawal request successful"
 * toast, the record in the list, and the spot balance falling by the amount.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiatLimits } from '@contract/fiat';
import { sub } from '../../src/decimal';
import type { Phone } from './helpers/browser';
import { openDemoPhone } from './helpers/demo-phone';
import type { RunningServer } from './helpers/server';
import { horizontalOverflow, smallTouchTargets } from './layout/phone-checks';
import { balancesOf, ok, type Call } from './journey/support/api';
import { EN, withValues } from './journey/support/english';
import { expectToast, plainDecimal, watchRequests } from './journey/support/page';

const B = EN.assets.bank;
const FUND_PASSWORD = 'fund1234';
const STEP = { timeout: 90_000 };

let server: RunningServer;
let phone: Phone;
let api: Call;
let page: Page;
let demo: string;

beforeAll(async () => {
  ({ server, phone, api, page, demo } = await openDemoPhone());
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

const spotUsdt = async () => (await balancesOf(api, demo)).find((b) => b.wallet === 'spot' && b.asset === 'USDT')?.available ?? '0';
const form = () => page.getByRole('form', { name: B.title });
const fill = (label: string, value: string) => form().getByLabel(label, { exact: true }).fill(value);
const submit = () => form().getByRole('button', { name: B.submit, exact: true }).click();

/** The demo user's fund password, set through the API with the code from the demo outbox (the withdraw journey shows the screen). */
async function setFundPassword() {
  await ok(api('user/fund-password/code', {}, demo));
  const box = await ok(api<{ code: string; purpose: string }[]>('demo/outbox', { to: 'demo@example.com' }));
  const code = box.find((entry) => entry.purpose === 'fundPassword')!.code;
  await ok(api('user/fund-password/set', { password: FUND_PASSWORD, confirmPassword: FUND_PASSWORD, code }, demo));
}

describe('fiat withdrawal on a phone', () => {
  it('opens Fiat from Assets, which says to verify the identity (Basic) first and links there', STEP, async () => {
    await page.goto(`${server.url}/property`);
    await page.getByRole('navigation', { name: EN.assets.actions.label }).getByRole('link', { name: EN.assets.actions.fiat }).click();
    await page.waitForURL((url) => url.pathname === '/withdrawBank');
    const refusal = page.getByTestId('bank-kyc-required');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Verify your identity (Basic) first');
    expect(await refusal.getByRole('link', { name: B.verify }).getAttribute('href')).toBe('/mine/identity');
    expect(await page.getByRole('form', { name: B.title }).count()).toBe(0);
  });

  it('with Basic recorded and a fund password set: axe clean, 44 px targets, no sideways scroll', STEP, async () => {
    const db = new Database(path.join(server.dataDir, 'exchange.db'));
    db.prepare("UPDATE users SET kyc_status = 'basic' WHERE email = ?").run('demo@example.com');
    db.close();
    await setFundPassword();
    // the caps are valued at BTCUSDT's last trade: wait for the simulated market's first one
    await expect
      .poll(async () => (await ok(api<FiatLimits>('fiat/withdraw/limits', {}, demo))).btcPriceUsdt, { timeout: 60_000 })
      .not.toBeNull();
    await page.goto(`${server.url}/withdrawBank`);
    await form().waitFor();
    await page.getByTestId('bank-cap').waitFor();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  it('shows each rule’s message for its bad value, the Luhn check as the card is typed, and sends nothing', STEP, async () => {
    const sent = watchRequests(page, 'fiat/withdraw');
    const required = (field: string) => withValues(B.errors.required, { field });
    const cases: [Record<string, string>, string][] = [
      [{}, required(B.fields.cardholderName)],
      [{ [B.fields.cardholderName]: 'Ada Lovelace' }, required(B.fields.bankName)],
      [{ [B.fields.bankName]: 'Demo Bank', [B.fields.branchName]: 'Main Street' }, required(B.fields.bankCode)],
      [{ [B.fields.bankCode]: '12 34' }, B.errors.bankCode],
      [{ [B.fields.bankCode]: '12-34-56' }, required(B.fields.cardNumber)],
      [{ [B.fields.cardNumber]: '4111 1111' }, B.errors.cardDigits],
      [{ [B.fields.cardNumber]: '4111 1111 1111 1111', [B.fields.amount]: '49.99' }, withValues(B.errors.belowMin, { min: '50.00' })],
      [{ [B.fields.amount]: '1000000.01' }, withValues(B.errors.aboveMax, { max: '1,000,000.00' })],
      [{ [B.fields.amount]: '100' }, required(B.fields.fundPassword)],
    ];
    for (const [values, message] of cases) {
      for (const [label, value] of Object.entries(values)) await fill(label, value);
      await submit();
      await form().getByRole('alert').filter({ hasText: message }).waitFor();
    }
    // one digit wrong: refused as it is typed, before any submit
    await fill(B.fields.cardNumber, '4111 1111 1111 1112');
    await form().getByRole('alert').filter({ hasText: B.errors.cardInvalid }).waitFor();
    await fill(B.fields.cardNumber, '4111 1111 1111 1111');
    await page.getByTestId('bank-card-ok').waitFor();
    expect(sent.count()).toBe(0);
  });

  it('withdraws 100 USDT to a EUR card: the estimate, the toast, the record, and the balance falls by the amount', STEP, async () => {
    const before = await spotUsdt();
    await form().getByLabel(B.fields.currency).selectOption('EUR');
    await fill(B.fields.amount, '100');
    expect(await page.getByTestId('bank-fee').textContent()).toBe('5.00 USDT');
    expect(await page.getByTestId('bank-receive').textContent()).toBe('87.40 EUR');
    await fill(EN.assets.withdraw.fundPassword, FUND_PASSWORD);
    await expectToast(page, EN.assets.withdraw.success, submit);
    const row = page.getByTestId('bank-records').locator('.withdraw-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('submitted');
    expect(await row.textContent()).toContain('•••• 1111');
    expect(plainDecimal(await spotUsdt())).toBe(plainDecimal(sub(before, '100')));
    expect(phone.errors).toEqual([]);
  });
});
