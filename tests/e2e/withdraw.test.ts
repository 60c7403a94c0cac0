/**
 * The withdrawal journey of issue 15 on a phone against the real server: the demo user opens Withdraw from Assets, is
 * told to set a fund password first, sets it on /mine/fund with the code from the demo outbox, then on /withdraw sees
 * each rule's message for its bad value with nothing sent, has a one-character-wrong TRON address refused with the
 * server's message at the field and nothing frozen, and withdraws 150 USDT on TRC20 to a valid address: the
 * "withdrawal request successful" toast, the status going to confirmed over the private WebSocket, and the spot
 * balance falling by amount + fee.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@contract/primitives';
import type { AssetNetwork, Withdrawal } from '@contract/wallet';
import { add, sub } from '../../src/decimal';
import type { Phone } from './helpers/browser';
import { openDemoPhone } from './helpers/demo-phone';
import type { RunningServer } from './helpers/server';
import { smallTouchTargets } from './layout/phone-checks';
import { balancesOf, ok, type Call } from './journey/support/api';
import { EN, withValues } from './journey/support/english';
import { expectToast, plainDecimal, watchRequests } from './journey/support/page';

const W = EN.assets.withdraw;
const F = EN.assets.fundPassword;
/** the USDT contract on TRON: a real address with a valid base58check checksum; the typo changes its last character */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_TYPO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';
const AMOUNT = '150';
const FUND_PASSWORD = 'fund1234';
/** a few TRC20 blocks of 3 s, the pushes and a busy shared machine */
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

const spotUsdt = async () => {
  const row = (await balancesOf(api, demo)).find((b) => b.wallet === 'spot' && b.asset === 'USDT');
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
};
const form = () => page.getByRole('form', { name: W.title });
const fill = (label: string, value: string) => form().getByLabel(label, { exact: true }).fill(value);
const submit = () => form().getByRole('button', { name: W.submit, exact: true }).click();

describe('withdraw on a phone', () => {
  let fee: string;

  it('opens Withdraw from Assets, which says where to set the fund password first', STEP, async () => {
    const networks = await ok(api<AssetNetwork[]>('wallet/networks', {}, demo));
    fee = networks.find((n) => n.asset === 'USDT' && n.network === 'TRC20')!.withdrawFee;
    await page.goto(`${server.url}/property`);
    await page.getByRole('navigation', { name: EN.assets.actions.label }).getByRole('link', { name: EN.assets.actions.withdraw }).click();
    await page.waitForURL((url) => url.pathname === '/withdraw');
    await page.getByTestId('fund-password-missing').waitFor();
    await page.getByRole('link', { name: W.setFundPassword }).click();
    await page.waitForURL((url) => url.pathname === '/mine/fund');
  });

  it('sets the fund password with the code sent to the bound e-mail (demo outbox)', STEP, async () => {
    const fundForm = page.getByRole('form', { name: F.title });
    const saved = watchRequests(page, 'user/fund-password/set');
    await fundForm.getByLabel(F.password, { exact: true }).fill(FUND_PASSWORD);
    await fundForm.getByLabel(F.confirm, { exact: true }).fill('fund1235');
    await fundForm.getByRole('button', { name: F.submit }).click();
    await fundForm.getByText(EN.assets.fundPassword.errors.mismatch).waitFor();
    expect(saved.count()).toBe(0);

    await expectToast(page, F.codeSent, () => fundForm.getByTestId('send-code').click());
    const box = await ok(api<{ code: string; purpose: string }[]>('demo/outbox', { to: 'demo@example.com' }));
    const code = box.find((entry) => entry.purpose === 'fundPassword')?.code;
    expect(code).toMatch(/^\d{6}$/);
    await fundForm.getByLabel(F.confirm, { exact: true }).fill(FUND_PASSWORD);
    await fundForm.getByLabel(F.code, { exact: true }).fill(code!);
    await expectToast(page, F.success, () => fundForm.getByRole('button', { name: F.submit }).click());
    expect(saved.count()).toBe(1);
    await page.getByText(F.isSet).waitFor();
  });

  it('is axe clean with every touch target at least 44 px on both screens', STEP, async () => {
    for (const path of ['/mine/fund', '/withdraw']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('form').waitFor();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${path} ${v.id}`)).toEqual([]);
      expect(await smallTouchTargets(page)).toEqual([]);
    }
  });

  it('shows each rule’s message for its bad value and sends nothing', STEP, async () => {
    await form().getByLabel(W.fundPassword, { exact: true }).waitFor();
    const sent = watchRequests(page, 'wallet/withdraw');
    const cases: [Record<string, string>, string][] = [
      [{}, W.errors.addressEmpty],
      [{ [W.address]: TRON_ADDRESS }, W.errors.amountZero],
      [{ [W.amount]: '99.99' }, withValues(W.errors.belowMin, { min: '100.00', asset: 'USDT' })],
      [{ [W.amount]: '1000000.01' }, withValues(W.errors.aboveMax, { max: '1,000,000.00', asset: 'USDT' })],
      [{ [W.amount]: AMOUNT }, W.errors.fundPasswordEmpty],
      [{ [W.amount]: '1000.01', [W.fundPassword]: FUND_PASSWORD }, withValues(W.errors.aboveKycCap, { cap: '1,000.00' })],
    ];
    for (const [values, message] of cases) {
      for (const [label, value] of Object.entries(values)) await fill(label, value);
      await submit();
      await form().getByRole('alert').filter({ hasText: message }).waitFor();
    }
    expect(sent.count()).toBe(0);
  });

  it('shows the server’s checksum message at the address for a one-character-wrong address, and freezes nothing', STEP, async () => {
    const before = await spotUsdt();
    const sent = watchRequests(page, 'wallet/withdraw');
    await fill(W.address, TRON_TYPO);
    await fill(W.amount, AMOUNT);
    await fill(W.fundPassword, FUND_PASSWORD);
    await submit();
    await form().getByRole('alert').filter({ hasText: 'The address is not a valid TRON (TRC20) address' }).waitFor();
    expect(sent.count()).toBe(1);
    expect(await spotUsdt()).toEqual(before);
    expect((await ok(api<Paged<Withdrawal>>('wallet/withdraw/list', {}, demo))).items).toEqual([]);
  });

  it('withdraws 150 USDT on TRC20, watches it reach confirmed, and the balance falls by amount + fee', STEP, async () => {
    const before = await spotUsdt();
    await fill(W.address, TRON_ADDRESS);
    expect(plainDecimal((await page.getByTestId('withdraw-debit').textContent())!.replace(' USDT', ''))).toBe(
      plainDecimal(add(AMOUNT, fee)),
    );
    await expectToast(page, W.success, submit);
    const row = page.locator('.withdraw-row').first();
    await row.locator('.withdraw-row__status', { hasText: W.status.confirmed }).waitFor({ timeout: 60_000 });
    expect(await row.getAttribute('data-status')).toBe('confirmed');
    const after = await spotUsdt();
    expect(plainDecimal(after.available)).toBe(plainDecimal(sub(before.available, add(AMOUNT, fee))));
    expect(plainDecimal(after.frozen)).toBe(plainDecimal(before.frozen));
    // the one refused address above is the only failed request the browser logs
    expect(phone.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    expect(phone.errors.filter((e) => /status of 400/.test(e))).toHaveLength(1);
  });
});
