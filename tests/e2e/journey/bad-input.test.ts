/**
 * Bad input on every form: each refusal shows its message and sends nothing. The request
 * counters watch the form's own API path; a valid submit at the end of each test proves the
 * counter would have seen a request.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../contract/account';
import type { SymbolSummary } from '../../../contract/market';
import { openPhone, type Phone } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { apiOf, ok, registerByApi, uniqueEmail, type Call } from './support/api';
import { alertIn, storeToken, toast, watchRequests } from './support/page';

let server: RunningServer;
let phone: Phone;
let api: Call;

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer(), openPhone()]);
  api = apiOf(server.url);
});

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

/** Submits, then waits for the refusal `message` (gone before the submit: the last edit cleared it). */
async function refused(page: Page, submit: () => Promise<void>, message: string): Promise<void> {
  await alertIn(page, message).waitFor({ state: 'detached' });
  await submit();
  await alertIn(page, message).waitFor();
}

describe('signed-in forms', () => {
  let user: LoginResult;
  beforeAll(async () => {
    user = await registerByApi(api, uniqueEmail('bad-input'), 'badinput2024');
    // 10,000 USDT, 0.1 BTC and 1 ETH in spot; nothing in the futures account
    await ok(api('asset/demo/fund', {}, user.token));
    await storeToken(phone.page, server.url, user.token);
  });

  it('trade: empty, zero, too precise and unaffordable orders are refused without spot/order/place', { timeout: 90_000 }, async () => {
    const { page } = phone;
    await page.goto(`${server.url}/trade?symbol=BTCUSDT&side=buy`);
    const form = page.getByRole('form', { name: 'Place order' });
    await form.getByText('10,000.00 USDT').waitFor();
    const placed = watchRequests(page, 'spot/order/place');
    const price = form.getByLabel('Price', { exact: true });
    const quantity = form.getByLabel('Quantity', { exact: true });
    const submit = (name: string) => () => form.getByRole('button', { name }).click();

    await refused(page, submit('Buy BTC'), 'Quantity must be greater than zero');
    await quantity.fill('0');
    await refused(page, submit('Buy BTC'), 'Quantity must be greater than zero');
    await quantity.fill('0.001');
    await price.fill('0');
    await refused(page, submit('Buy BTC'), 'Price must be greater than zero');
    // BTC takes 5 decimals: the sixth is refused as it is typed and the field keeps its text
    await quantity.fill('0.000001');
    await alertIn(form, 'At most 5 decimal places').waitFor();
    expect(await quantity.inputValue()).toBe('0.001');
    // 1 BTC at 64,000 is far more than 10,000 USDT
    await price.fill('64000');
    await quantity.fill('1');
    await refused(page, submit('Buy BTC'), 'Insufficient available balance');

    await form.getByRole('tab', { name: 'Market' }).click();
    await refused(page, submit('Buy BTC'), 'Amount must be greater than zero');
    await form.getByLabel('Amount', { exact: true }).fill('10000.01');
    await refused(page, submit('Buy BTC'), 'Insufficient available balance');

    await form.getByRole('button', { name: 'Sell', exact: true }).click();
    await form.getByText('0.10000000 BTC').waitFor();
    await quantity.fill('0.2');
    await refused(page, submit('Sell BTC'), 'Insufficient available balance');
    expect(placed.count()).toBe(0);

    // a valid order goes out, so the counter above could have seen one
    await form.getByRole('button', { name: 'Buy', exact: true }).click();
    await form.getByRole('tab', { name: 'Limit' }).click();
    const btc = (await ok(api<SymbolSummary[]>('market/list'))).find((s) => s.symbol === 'BTCUSDT')!;
    await price.fill(String(Math.floor(Number(btc.ticker.last) * 0.8)));
    await quantity.fill('0.001');
    await submit('Buy BTC')();
    await toast(page, 'Order placed').waitFor();
    expect(placed.count()).toBe(1);
  });

  it('transfer: zero, too precise and more than available are refused without asset/transfer', { timeout: 90_000 }, async () => {
    const { page } = phone;
    await page.goto(`${server.url}/transfer?asset=USDT`);
    const form = page.locator('form.transfer-form');
    await page.getByTestId('transfer-available').filter({ hasText: /^[1-9]/ }).waitFor();
    const sent = watchRequests(page, 'asset/transfer');
    const amount = form.getByLabel('Amount', { exact: true });
    const submit = () => form.getByRole('button', { name: 'Transfer', exact: true }).click();

    await refused(page, submit, 'Amount must be greater than zero');
    await amount.fill('0');
    await refused(page, submit, 'Amount must be greater than zero');
    await amount.fill('1.000000001');
    await alertIn(form, 'At most 8 decimal places').waitFor();
    await amount.fill('20000');
    await refused(page, submit, 'Insufficient available balance');
    // the futures account holds nothing yet
    await form.getByRole('button', { name: 'Swap the accounts' }).click();
    await page.getByTestId('transfer-from').filter({ hasText: 'Futures account' }).waitFor();
    await amount.fill('1');
    await refused(page, submit, 'Insufficient available balance');
    expect(sent.count()).toBe(0);

    await form.getByRole('button', { name: 'Swap the accounts' }).click();
    await submit();
    await toast(page, 'Transfer success').waitFor();
    expect(sent.count()).toBe(1);
  });
});
