/**
 * The whole journey of a new user on a phone, in order (each step starts where the last one left
 * the page): register with the code from the demo outbox, log in, get demo funds, rest a limit buy
 * below the market and revoke it, buy at market, sell part, move USDT to the futures account and
 * back, and end the session. Every step checks the screen against what the server really holds.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balance } from '@contract/assets';
import type { SymbolSummary } from '@contract/market';
import type { Order } from '@contract/spot';
import { add, compare, mul, sub } from '../../../src/decimal';
import type { Phone } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { allOrders, API_BASE, apiOf, availableIn, balancesOf, ok, outboxCode, uniqueEmail, type Call } from './support/api';
import { EN, withValues } from './support/english';
import { amountIn, expectToast, openJourneyPhone, plainDecimal, storedToken, waitForPath } from './support/page';
import { soon } from './support/soon';

const STEP = { timeout: 90_000 };
const PASSWORD = 'journey2024';

let server: RunningServer;
let phone: Phone;
let api: Call;
let page: Page;
const email = uniqueEmail('journey');

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer(), openJourneyPhone()]);
  api = apiOf(server.url);
  page = phone.page;
});

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

const token = async () => (await storedToken(page)) ?? '';
const tabBar = () => page.getByRole('navigation', { name: EN.layout.tabs.label });
const orderForm = () => page.getByRole('form', { name: EN.trade.form.label });
const buyBtc = withValues(EN.trade.form.submitBuy, { base: 'BTC' });
const sellBtc = withValues(EN.trade.form.submitSell, { base: 'BTC' });
const formAvailable = () => amountIn(orderForm().getByTestId('order-available'));
const openOrders = () => page.getByRole('region', { name: EN.trade.open.title }).getByRole('listitem');

/** The amount (available + frozen) the assets page shows for `asset` in the account tab on screen. */
async function shownAmount(asset: string): Promise<string> {
  const text = await page.getByTestId(`asset-${asset}`).getByTestId('asset-amount').textContent({ timeout: 15_000 });
  return plainDecimal(text ?? '');
}

const totalOf = (balances: readonly Balance[], wallet: Balance['wallet'], asset: string) => {
  const row = balances.find((b) => b.wallet === wallet && b.asset === asset);
  return plainDecimal(row ? add(row.available, row.frozen) : '0');
};

/** Waits until the assets page shows the server's spot amounts of every asset in `assets`. */
async function assetsPageMatchesServer(assets: readonly string[]): Promise<Balance[]> {
  const balances = await balancesOf(api, await token());
  for (const asset of assets) await soon(() => shownAmount(asset)).toBe(totalOf(balances, 'spot', asset));
  return balances;
}

async function btcLast(): Promise<string> {
  const market = await ok(api<SymbolSummary[]>('market/list'));
  return market.find((s) => s.symbol === 'BTCUSDT')!.ticker.last;
}

/** The order the server holds with `clientOrderId`, once it has reached `status`. */
async function orderReaching(clientOrderId: string, status: Order['status']): Promise<Order> {
  let found: Order | undefined;
  await soon(async () => {
    found = (await allOrders(api, await token(), 'BTCUSDT')).find((o) => o.clientOrderId === clientOrderId);
    return found?.status;
  }).toBe(status);
  return found!;
}

/** Submits the order form and returns the clientOrderId the page sent. */
async function submitOrder(button: string): Promise<string> {
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === `${API_BASE}spot/order/place`);
  await expectToast(page, EN.trade.form.placed, () => orderForm().getByRole('button', { name: button }).click());
  return ((await sent).postDataJSON() as { clientOrderId: string }).clientOrderId;
}

describe('a new user on a phone', () => {
  it('registers with the code read from the demo outbox', STEP, async () => {
    await page.goto(`${server.url}/register`);
    await page.locator('input[name="email"]').fill(email);
    await expectToast(page, EN.auth.code.sentEmail, () => page.getByTestId('send-code').click());
    // the button counts down and cannot send again meanwhile
    await soon(() => page.getByTestId('send-code').isDisabled()).toBe(true);
    let code: string | undefined;
    await soon(async () => (code = await outboxCode(api, email, 'register'))).toMatch(/^\d{6}$/);

    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="repeatPassword"]').fill(PASSWORD);
    await page.locator('input[name="code"]').fill(code!);
    await page.locator('input[name="agreement"]').check();
    await expectToast(page, EN.auth.register.success, () => page.getByTestId('submit').click());
    await waitForPath(page, '/home');
    const info = await ok(api<{ email: string }>('user/info', {}, await token()));
    expect(info.email).toBe(email);
  });

  it('logs in on a new visit and comes back to the page that asked', STEP, async () => {
    const registered = await token();
    await page.evaluate(() => localStorage.removeItem('TOKEN'));
    await page.goto(`${server.url}/property`);
    await page.getByRole('link', { name: EN.assets.signIn.action }).click();
    await waitForPath(page, '/login');

    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('submit').click();

    await waitForPath(page, '/property');
    await page.getByText(EN.assets.empty.account).waitFor();
    const signedIn = await token();
    expect(signedIn).not.toBe('');
    expect(signedIn).not.toBe(registered);
  });

  it('receives demo funds', STEP, async () => {
    await expectToast(page, EN.assets.demo.claimed, () => page.getByRole('button', { name: EN.assets.demo.claim }).click());
    const balances = await assetsPageMatchesServer(['USDT', 'BTC', 'ETH']);
    expect([availableIn(balances, 'spot', 'USDT'), availableIn(balances, 'spot', 'BTC')].map(plainDecimal)).toEqual(['10000', '0.1']);
  });

  let restingId = '';
  it('places a limit buy below the market: it rests and shows in open orders', STEP, async () => {
    await tabBar().getByRole('link', { name: EN.layout.tabs.trade }).click();
    await waitForPath(page, '/trade');
    await soon(formAvailable).toBe('10000');
    const price = String(Math.floor(Number(await btcLast()) * 0.8));
    await orderForm().getByLabel(EN.trade.form.price, { exact: true }).fill(price);
    await orderForm().getByLabel(EN.trade.form.quantity, { exact: true }).fill('0.001');
    const clientOrderId = await submitOrder(buyBtc);

    const order = await orderReaching(clientOrderId, 'new');
    restingId = order.id;
    await soon(() => openOrders().evaluateAll((items) => items.map((li) => li.getAttribute('data-order-id')))).toEqual([order.id]);
    await soon(() => openOrders().first().textContent()).toContain(EN.trade.status.new);
    // the USDT it may spend is frozen: available shows 10,000 − price × 0.001
    await soon(formAvailable).toBe(plainDecimal(sub('10000', mul(price, '0.001'))));
  });

  it('revokes it from the pair records', STEP, async () => {
    await page.getByRole('link', { name: EN.trade.open.all, exact: true }).click();
    await waitForPath(page, '/allRecord/BTC');
    const card = page.locator(`[data-order-id="${restingId}"]`);
    await expectToast(page, EN.trade.order.revoked, () => card.getByRole('button', { name: EN.trade.order.revoke }).click());
    await page.getByText(EN.trade.records.empty.open).waitFor();

    await page.getByRole('tab', { name: EN.trade.records.tabs.history }).click();
    await soon(() => card.textContent()).toContain(EN.trade.status.cancelled);
    const [order] = await allOrders(api, await token(), 'BTCUSDT');
    expect(order).toMatchObject({ id: restingId, status: 'cancelled' });
  });

  let afterBuy: Balance[] = [];
  it('buys at market: the order fills and the assets page shows the new balances', STEP, async () => {
    await page.goto(`${server.url}/trade?symbol=BTCUSDT&side=buy`);
    await soon(formAvailable).toBe('10000');
    await orderForm().getByRole('tab', { name: EN.trade.form.market }).click();
    await orderForm().getByLabel(EN.trade.form.amount, { exact: true }).fill('100');
    const order = await orderReaching(await submitOrder(buyBtc), 'filled');
    // quantities are cut to the pair's precision, so it spends at most the 100 USDT asked for
    expect(compare(order.filledQuote, '100')).toBeLessThanOrEqual(0);
    expect(compare(order.filledQuote, '99')).toBeGreaterThan(0);

    await tabBar().getByRole('link', { name: EN.layout.tabs.assets }).click();
    await waitForPath(page, '/property');
    afterBuy = await assetsPageMatchesServer(['USDT', 'BTC']);
    expect(totalOf(afterBuy, 'spot', 'USDT')).toBe(plainDecimal(sub('10000', order.filledQuote)));
    // bought coin minus the fee it paid in BTC
    expect(totalOf(afterBuy, 'spot', 'BTC')).toBe(plainDecimal(sub(add('0.1', order.filledQty), order.fee)));
  });

  it('sells part of what it bought', STEP, async () => {
    await page.goto(`${server.url}/trade?symbol=BTCUSDT&side=sell`);
    await orderForm().getByRole('tab', { name: EN.trade.form.market }).click();
    await orderForm().getByLabel(EN.trade.form.quantity, { exact: true }).fill('0.001');
    const order = await orderReaching(await submitOrder(sellBtc), 'filled');

    await tabBar().getByRole('link', { name: EN.layout.tabs.assets }).click();
    const afterSell = await assetsPageMatchesServer(['USDT', 'BTC']);
    expect(totalOf(afterSell, 'spot', 'BTC')).toBe(plainDecimal(sub(totalOf(afterBuy, 'spot', 'BTC'), '0.001')));
    // the USDT received minus the fee it paid in USDT
    expect(totalOf(afterSell, 'spot', 'USDT')).toBe(
      plainDecimal(sub(add(totalOf(afterBuy, 'spot', 'USDT'), order.filledQuote), order.fee)),
    );
  });

  it('transfers USDT to the futures account and back', STEP, async () => {
    const spotBefore = totalOf(await balancesOf(api, await token()), 'spot', 'USDT');
    await page.getByRole('link', { name: EN.assets.actions.transfer, exact: true }).click();
    await waitForPath(page, '/transfer');
    const available = page.getByTestId('transfer-available');
    const amount = page.getByLabel(EN.assets.transfer.amount, { exact: true });
    const transfer = page.getByRole('button', { name: EN.assets.transfer.submit, exact: true });
    await soon(() => amountIn(available)).toBe(spotBefore);

    await amount.fill('50');
    await expectToast(page, EN.assets.transfer.success, () => transfer.click());
    await soon(() => amountIn(available)).toBe(plainDecimal(sub(spotBefore, '50')));

    await page.getByRole('button', { name: EN.layout.back }).click();
    await waitForPath(page, '/property');
    await page.getByRole('tab', { name: EN.assets.accounts.contract }).click();
    await soon(() => shownAmount('USDT')).toBe('50');

    await page.getByRole('link', { name: EN.assets.actions.transfer, exact: true }).click();
    await page.getByRole('button', { name: EN.assets.transfer.swap }).click();
    await soon(() => amountIn(available)).toBe('50');
    await page.getByRole('button', { name: EN.assets.transfer.all }).click();
    await expectToast(page, EN.assets.transfer.success, () => transfer.click());
    await soon(() => amountIn(available)).toBe('0');

    const after = await balancesOf(api, await token());
    expect([totalOf(after, 'spot', 'USDT'), totalOf(after, 'contract', 'USDT')]).toEqual([spotBefore, '0']);
  });

  it('logs out from the assets page: the token stops working and the next visit falls back to /login', STEP, async () => {
    const session = await token();
    await page.getByRole('button', { name: EN.layout.back }).click();
    await waitForPath(page, '/property');
    await expectToast(page, EN.auth.logout.done, () => page.getByTestId('logout').click());
    await waitForPath(page, '/login');
    expect(await storedToken(page)).toBeNull();
    expect((await api('user/info', {}, session)).status).toBe(401);

    // a page that needs the account now asks to sign in instead of showing stale balances
    await page.goto(`${server.url}/property`);
    await soon(() => page.getByRole('link', { name: EN.assets.signIn.action }).isVisible()).toBe(true);
    expect(phone.errors).toEqual([]);
  });
});
