/**
 * Bad input on every form: each refusal shows its message (role="alert") and sends nothing. The
 * request counters watch the form's own API paths; one valid submit at the end of each test proves
 * the counter would have seen a request.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SymbolSummary } from '@contract/market';
import type { Phone } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { apiOf, ok, outboxCode, registerByApi, uniqueEmail, type Call } from './support/api';
import { EN, withValues } from './support/english';
import { alertIn, expectToast, openJourneyPhone, storeToken, watchRequests } from './support/page';
import { soon } from './support/soon';

const STEP = { timeout: 90_000 };
const PASSWORD = 'badinput2024';
const ERR = EN.auth.errors;

let server: RunningServer;
let phone: Phone;
let page: Page;
let api: Call;
/** an account that exists, for the forms that need one to get as far as the server */
const member = uniqueEmail('bad-input');
let memberToken = '';

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer(), openJourneyPhone()]);
  page = phone.page;
  api = apiOf(server.url);
  memberToken = (await registerByApi(api, member, PASSWORD)).token;
});

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

/**
 * Submits, then waits for the refusal `message`. Unless `again` (the same refusal twice in a row),
 * the message must not be on screen before: the last edit cleared it, so the one seen is new.
 */
async function refused(submit: Locator, message: string, again = false): Promise<void> {
  if (!again) await alertIn(page, message).waitFor({ state: 'detached' });
  await submit.click();
  await alertIn(page, message).waitFor();
}

const input = (name: string) => page.locator(`input[name="${name}"]`);

describe('sign-in forms', () => {
  it('login: empty or malformed account and empty password send no user/login', STEP, async () => {
    await page.goto(`${server.url}/login`);
    const login = watchRequests(page, 'user/login');
    const submit = page.getByTestId('submit');

    await refused(submit, ERR.emailEmpty);
    await input('email').fill('not-an-email');
    await refused(submit, ERR.emailInvalid);
    await input('email').fill(member);
    await refused(submit, ERR.passwordEmpty);
    await page.getByTestId('mode-phone').click();
    await refused(submit, ERR.phoneEmpty);
    await input('phone').fill('12');
    await refused(submit, ERR.phoneInvalid);
    expect(login.count()).toBe(0);

    await page.getByTestId('mode-email').click();
    await input('email').fill(member);
    await input('password').fill(PASSWORD);
    await submit.click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(login.count()).toBe(1);
    // signed out again for the other forms
    await page.evaluate(() => localStorage.removeItem('TOKEN'));
  });

  it('register: empty email, bad password, mismatch, missing code and unchecked agreement send nothing', STEP, async () => {
    await page.goto(`${server.url}/register`);
    const register = watchRequests(page, 'user/register');
    const sendCode = watchRequests(page, 'common/send/email');
    const submit = page.getByTestId('submit');

    await refused(page.getByTestId('send-code'), ERR.emailEmpty);
    await refused(submit, ERR.emailEmpty, true);
    const email = uniqueEmail('register-bad');
    await input('email').fill(email);
    await input('password').fill('abcdef');
    await refused(submit, ERR.passwordRule);
    await input('password').fill(PASSWORD);
    await input('repeatPassword').fill(`${PASSWORD}x`);
    await refused(submit, ERR.passwordsMismatch);
    await input('repeatPassword').fill(PASSWORD);
    await refused(submit, ERR.codeEmpty);
    await input('code').fill('12345');
    await refused(submit, ERR.codeInvalid);
    await input('code').fill('123456');
    await refused(submit, ERR.agreementRequired);
    expect([register.count(), sendCode.count()]).toEqual([0, 0]);

    await expectToast(page, EN.auth.code.sentEmail, () => page.getByTestId('send-code').click());
    expect(sendCode.count()).toBe(1);
    await soon(() => outboxCode(api, email, 'register')).toMatch(/^\d{6}$/);
  });

  it('retrieve: empty email, missing code, bad password and mismatch send nothing', STEP, async () => {
    await page.goto(`${server.url}/retrieve`);
    const retrieve = watchRequests(page, 'user/retrieve');
    const sendCode = watchRequests(page, 'common/send/email');
    const submit = page.getByTestId('submit');

    await refused(page.getByTestId('send-code'), ERR.emailEmpty);
    await refused(submit, ERR.emailEmpty, true);
    await input('email').fill('member@');
    await refused(page.getByTestId('send-code'), ERR.emailInvalid);
    // the server answers a reset request alike for every address, so any fresh one shows the send
    await input('email').fill(uniqueEmail('retrieve-bad'));
    await refused(submit, ERR.codeEmpty);
    await input('code').fill('123456');
    await refused(submit, ERR.passwordEmpty);
    await input('password').fill('12345678');
    await refused(submit, ERR.passwordRule);
    await input('password').fill('reset2024');
    await input('repeatPassword').fill('reset2025');
    await refused(submit, ERR.passwordsMismatch);
    expect([retrieve.count(), sendCode.count()]).toEqual([0, 0]);

    await expectToast(page, EN.auth.code.sentEmail, () => page.getByTestId('send-code').click());
    expect(sendCode.count()).toBe(1);
  });
});

describe('signed-in forms', () => {
  beforeAll(async () => {
    // 10,000 USDT, 0.1 BTC and 1 ETH in spot; nothing in the futures account
    await ok(api('asset/demo/fund', {}, memberToken));
    await storeToken(page, server.url, memberToken);
  });

  it('trade: empty, zero, too precise and unaffordable orders send no spot/order/place', STEP, async () => {
    await page.goto(`${server.url}/trade?symbol=BTCUSDT&side=buy`);
    const form = page.getByRole('form', { name: EN.trade.form.label });
    await form.getByTestId('order-available').filter({ hasText: '10,000.00' }).waitFor();
    const placed = watchRequests(page, 'spot/order/place');
    const price = form.getByLabel(EN.trade.form.price, { exact: true });
    const quantity = form.getByLabel(EN.trade.form.quantity, { exact: true });
    const buy = form.getByRole('button', { name: withValues(EN.trade.form.submitBuy, { base: 'BTC' }) });
    const sell = form.getByRole('button', { name: withValues(EN.trade.form.submitSell, { base: 'BTC' }) });

    await refused(buy, EN.trade.errors.quantityZero);
    await quantity.fill('0');
    await refused(buy, EN.trade.errors.quantityZero);
    await quantity.fill('0.001');
    await price.fill('0');
    await refused(buy, EN.trade.errors.priceZero);
    // BTC takes 5 decimals: the sixth is refused as it is typed and the field keeps its text
    await quantity.fill('0.000001');
    await alertIn(form, withValues(EN.trade.form.decimalsHint, { decimals: 5 })).waitFor();
    expect(await quantity.inputValue()).toBe('0.001');
    // 1 BTC at 64,000 is far more than 10,000 USDT
    await price.fill('64000');
    await quantity.fill('1');
    await refused(buy, EN.trade.errors.insufficient);

    await form.getByRole('tab', { name: EN.trade.form.market }).click();
    await refused(buy, EN.trade.errors.amountZero);
    await form.getByLabel(EN.trade.form.amount, { exact: true }).fill('10000.01');
    await refused(buy, EN.trade.errors.insufficient);

    await form.getByRole('button', { name: EN.trade.form.sell, exact: true }).click();
    await form.getByTestId('order-available').filter({ hasText: '0.10000000' }).waitFor();
    await quantity.fill('0.2');
    await refused(sell, EN.trade.errors.insufficient);
    expect(placed.count()).toBe(0);

    await form.getByRole('button', { name: EN.trade.form.buy, exact: true }).click();
    await form.getByRole('tab', { name: EN.trade.form.limit }).click();
    const btc = (await ok(api<SymbolSummary[]>('market/list'))).find((s) => s.symbol === 'BTCUSDT')!;
    // far below the market: the order rests instead of trading
    await price.fill(String(Math.floor(Number(btc.ticker.last) * 0.8)));
    await quantity.fill('0.001');
    await expectToast(page, EN.trade.form.placed, () => buy.click());
    expect(placed.count()).toBe(1);
  });

  it('transfer: zero, too precise and more than available send no asset/transfer', STEP, async () => {
    await page.goto(`${server.url}/transfer?asset=USDT`);
    const form = page.locator('form.transfer-form');
    await page
      .getByTestId('transfer-available')
      .filter({ hasText: /: [1-9]/ })
      .waitFor();
    const sent = watchRequests(page, 'asset/transfer');
    const amount = form.getByLabel(EN.assets.transfer.amount, { exact: true });
    const submit = form.getByRole('button', { name: EN.assets.transfer.submit, exact: true });
    const swap = form.getByRole('button', { name: EN.assets.transfer.swap });

    await refused(submit, EN.assets.transfer.errors.amountZero);
    await amount.fill('0');
    await refused(submit, EN.assets.transfer.errors.amountZero);
    await amount.fill('1.000000001');
    await alertIn(form, withValues(EN.trade.form.decimalsHint, { decimals: 8 })).waitFor();
    await amount.fill('20000');
    await refused(submit, EN.assets.transfer.errors.insufficient);
    // the futures account holds nothing yet
    await swap.click();
    await page.getByTestId('transfer-from').filter({ hasText: EN.assets.accounts.contract }).waitFor();
    await amount.fill('1');
    await refused(submit, EN.assets.transfer.errors.insufficient);
    expect(sent.count()).toBe(0);

    await swap.click();
    await expectToast(page, EN.assets.transfer.success, () => submit.click());
    expect(sent.count()).toBe(1);
  });
});
