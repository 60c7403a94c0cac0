/**
 * The deposit journey of issue 15 on a phone against the real server: the demo user opens Deposit from Assets, sees
 * their USDT address on TRC20 as text and as a QR code of that same address, copies it, sends a simulated deposit and
 * watches its confirmations arrive over the private WebSocket (0/1 → credited 1/1, locked → unlocked 3/3) while the
 * spot balance on Assets rises by the amount once credited; a voucher image uploaded for the deposit is attached.
 */
import AxeBuilder from '@axe-core/playwright';
import { toString as renderQr } from 'qrcode';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@contract/primitives';
import type { Deposit, DepositAddress } from '@contract/wallet';
import { add } from '../../src/decimal';
import type { Phone } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { smallTouchTargets } from './layout/phone-checks';
import { apiOf, availableIn, balancesOf, ok, type Call } from './journey/support/api';
import { EN, withValues } from './journey/support/english';
import { expectToast, openJourneyPhone, plainDecimal, storeToken, watchRequests } from './journey/support/page';
import { animationsSettled } from './helpers/animations';

const R = EN.assets.recharge;
const AMOUNT = '250';
/** three TRC20 blocks of 3 s, the pushes and a busy shared machine */
const STEP = { timeout: 90_000 };

let server: RunningServer;
let phone: Phone;
let api: Call;
let page: Page;
let demo: string;

/** Every text the deposit's progress shows, in order, recorded in the page so a short-lived one is not missed. */
type StageLog = { __stages?: string[] };

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer(), openJourneyPhone()]);
  api = apiOf(server.url);
  page = phone.page;
  demo = (await ok(api<{ token: string }>('user/login', { account: 'demo@example.com', password: 'demo1234' }))).token;
  await storeToken(page, server.url, demo);
  await phone.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

const spotUsdt = async () => availableIn(await balancesOf(api, demo), 'spot', 'USDT');
const assetsUsdt = async () => plainDecimal((await page.getByTestId('asset-USDT').locator('dd').first().textContent()) ?? '');

describe('deposit on a phone', () => {
  let before: string;
  let address: DepositAddress;

  it('opens Deposit from Assets and shows the USDT address on TRC20 as text and as its QR code', STEP, async () => {
    before = await spotUsdt();
    await page.goto(`${server.url}/property`);
    await page.getByRole('navigation', { name: EN.assets.actions.label }).getByRole('link', { name: EN.assets.actions.deposit }).click();
    await page.waitForURL((url) => url.pathname === '/recharge');
    address = await ok(api<DepositAddress>('wallet/deposit/address', { asset: 'USDT', network: 'TRC20' }, demo));
    expect(address.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(await page.getByRole('combobox', { name: R.coin }).inputValue()).toBe('USDT');
    expect(await page.getByRole('radio', { name: 'TRON (TRC20)' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('deposit-address').textContent()).toBe(address.address);

    const qr = page.getByRole('img', { name: withValues(R.qrLabel, { asset: 'USDT', network: 'TRON (TRC20)' }) });
    const src = (await qr.getAttribute('src')) ?? '';
    const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toBe(await renderQr(address.address, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.getByRole('note').textContent()).toBe(withValues(R.warning, { asset: 'USDT', network: 'TRON (TRC20)' }));
  });

  it('copies the address with the "copy success" toast', STEP, async () => {
    await expectToast(page, EN.common.copySuccess, () => page.getByRole('button', { name: R.copy }).click());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address.address);
  });

  it('is axe clean with every touch target at least 44 px', STEP, async () => {
    // the copy toast of the step before may still be fading out
    await animationsSettled(page);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
  });

  it('refuses a zero simulated amount without sending, then watches a deposit go 0/1 → 1/1 → 3/3 live', STEP, async () => {
    await page.evaluate(() => {
      const log: string[] = [];
      (window as StageLog).__stages = log;
      const record = () => {
        const text = document.querySelector('.recharge-deposit__stage')?.textContent ?? '';
        if (text && log.at(-1) !== text) log.push(text);
      };
      new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const simulate = page.getByRole('form', { name: R.simulate.title });
    const sent = watchRequests(page, 'wallet/deposit/simulate');
    await simulate.getByRole('button', { name: R.simulate.submit }).click();
    await simulate.getByRole('alert').filter({ hasText: EN.assets.transfer.errors.amountZero }).waitFor();
    expect(sent.count()).toBe(0);

    await simulate.getByRole('textbox', { name: R.simulate.amount }).fill(AMOUNT);
    await expectToast(page, R.simulate.sent, () => simulate.getByRole('button', { name: R.simulate.submit }).click());
    const unlocked = withValues(R.records.unlocked, { required: 3 });
    await page.locator('.recharge-deposit__stage', { hasText: unlocked }).first().waitFor({ timeout: 60_000 });
    const stages = await page.evaluate(() => (window as StageLog).__stages ?? []);
    expect(stages).toEqual([
      withValues(R.records.confirming, { n: 0, required: 1 }),
      withValues(R.records.locked, { credit: 1, n: 1, required: 3 }),
      withValues(R.records.locked, { credit: 1, n: 2, required: 3 }),
      unlocked,
    ]);
    expect(sent.count()).toBe(1);
  });

  it('uploads a voucher image for the deposit, which comes back attached over the socket', STEP, async () => {
    const voucher = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const label = withValues(R.proof.label, { amount: '250.00', asset: 'USDT' });
    const uploaded = watchRequests(page, 'common/upload');
    await expectToast(page, R.proof.attached, () =>
      page.getByLabel(label).setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: voucher }),
    );
    expect(uploaded.count()).toBe(1);
    const [latest] = (await ok(api<Paged<Deposit>>('wallet/deposit/list', {}, demo))).items;
    expect(latest?.proofUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.(png|webp|jpg)$/);
    await page.getByRole('link', { name: R.proof.view }).waitFor();
  });

  it('shows the credited amount in the spot balance on Assets', STEP, async () => {
    const expected = plainDecimal(add(before, AMOUNT));
    expect(plainDecimal(await spotUsdt())).toBe(expected);
    await page.goto(`${server.url}/property`);
    await expect.poll(assetsUsdt, { timeout: 15_000 }).toBe(expected);
    expect(phone.errors).toEqual([]);
  });
});
