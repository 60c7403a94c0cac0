/**
 * Nothing lost, nothing doubled: the request reaches the server but its answer is dropped, so the
 * client sees a network error and retries (src/api/retry.ts). The retry carries the same client id,
 * which the server de-duplicates, so exactly one order (or transfer) exists afterwards. When every
 * automatic try is lost, the user's own second press reuses the id too (useIdempotentSubmit).
 */
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@contract/account';
import type { SymbolSummary } from '@contract/market';
import { sub } from '../../../src/decimal';
import type { Phone } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { allOrders, apiOf, availableIn, balancesOf, ok, registerByApi, uniqueEmail, type Call } from './support/api';
import { EN, withValues } from './support/english';
import { amountIn, expectToast, openJourneyPhone, plainDecimal, storeToken, toastsShown, watchRequests } from './support/page';
import { soon } from './support/soon';

const PASSWORD = 'flaky2024';

let server: RunningServer;
let phone: Phone;
let api: Call;
let user: LoginResult;

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer(), openJourneyPhone()]);
  api = apiOf(server.url);
  user = await registerByApi(api, uniqueEmail('flaky'), PASSWORD);
  await ok(api('asset/demo/fund', {}, user.token));
  await storeToken(phone.page, server.url, user.token);
});

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

/** Lets the first `count` matching requests reach the server but drops their answers; later ones pass. */
function dropAnswers(count: number): { handler: (route: Route) => Promise<void>; dropped: number[] } {
  const dropped: number[] = [];
  return {
    dropped,
    handler: async (route) => {
      if (dropped.length >= count) return route.continue();
      const answer = await route.fetch();
      dropped.push(answer.status());
      await route.abort('connectionreset');
    },
  };
}

/** Far below the market, so a buy there rests and stays visible as open. */
async function restingBuyPrice(symbol: string): Promise<string> {
  const market = await ok(api<SymbolSummary[]>('market/list'));
  return String(Math.floor(Number(market.find((s) => s.symbol === symbol)!.ticker.last) * 0.8));
}

describe('a write whose answer is lost', () => {
  it('places one order when the first answer to spot/order/place never arrives', { timeout: 90_000 }, async () => {
    const { page } = phone;
    const price = await restingBuyPrice('BTCUSDT');

    await page.goto(`${server.url}/trade?symbol=BTCUSDT&side=buy`);
    const form = page.getByRole('form', { name: EN.trade.form.label });
    await form.getByTestId('order-available').filter({ hasText: '10,000.00' }).waitFor();
    const drop = dropAnswers(1);
    await page.route('**/api/xb/v1/spot/order/place', drop.handler);
    const placed = watchRequests(page, 'spot/order/place');

    await form.getByLabel(EN.trade.form.price, { exact: true }).fill(price);
    await form.getByLabel(EN.trade.form.quantity, { exact: true }).fill('0.001');
    await expectToast(page, EN.trade.form.placed, () =>
      form.getByRole('button', { name: withValues(EN.trade.form.submitBuy, { base: 'BTC' }) }).click(),
    );
    await page.unroute('**/api/xb/v1/spot/order/place');

    expect(drop.dropped).toEqual([200]);
    expect(placed.count()).toBe(2);
    const [first, retry] = placed.requests.map((r) => r.postDataJSON() as { clientOrderId: string });
    expect(retry!.clientOrderId).toBe(first!.clientOrderId);
    expect(await toastsShown(page)).not.toContain(EN.common.networkError);

    const orders = await allOrders(api, user.token, 'BTCUSDT');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ clientOrderId: first!.clientOrderId, side: 'buy', type: 'limit', status: 'new' });
    expect([plainDecimal(orders[0]!.price), plainDecimal(orders[0]!.quantity)]).toEqual([price, '0.001']);
    const openList = page.getByRole('region', { name: EN.trade.open.title }).getByRole('listitem');
    await soon(() => openList.evaluateAll((items) => items.map((li) => li.getAttribute('data-order-id')))).toEqual([orders[0]!.id]);
  });

  it('moves the funds once when the first answer to asset/transfer never arrives', { timeout: 90_000 }, async () => {
    const { page } = phone;
    const before = await balancesOf(api, user.token);
    await page.goto(`${server.url}/transfer?asset=USDT`);
    const available = page.getByTestId('transfer-available');
    await soon(() => amountIn(available)).toBe(plainDecimal(availableIn(before, 'spot', 'USDT')));
    const drop = dropAnswers(1);
    await page.route('**/api/xb/v1/asset/transfer', drop.handler);
    const sent = watchRequests(page, 'asset/transfer');

    await page.getByLabel(EN.assets.transfer.amount, { exact: true }).fill('25');
    await expectToast(page, EN.assets.transfer.success, () =>
      page.getByRole('button', { name: EN.assets.transfer.submit, exact: true }).click(),
    );
    await page.unroute('**/api/xb/v1/asset/transfer');

    expect(drop.dropped).toEqual([200]);
    expect(sent.count()).toBe(2);
    const [first, retry] = sent.requests.map((r) => r.postDataJSON() as { clientId: string });
    expect(retry!.clientId).toBe(first!.clientId);
    const after = await balancesOf(api, user.token);
    expect(plainDecimal(availableIn(after, 'contract', 'USDT'))).toBe('25');
    expect(plainDecimal(sub(availableIn(before, 'spot', 'USDT'), availableIn(after, 'spot', 'USDT')))).toBe('25');
  });

  it('places one order when every automatic try is lost and the user presses again', { timeout: 90_000 }, async () => {
    const { page } = phone;
    const price = await restingBuyPrice('ETHUSDT');
    await page.goto(`${server.url}/trade?symbol=ETHUSDT&side=buy`);
    const form = page.getByRole('form', { name: EN.trade.form.label });
    await form.getByTestId('order-available').filter({ hasText: /[1-9]/ }).waitFor();
    const drop = dropAnswers(3);
    await page.route('**/api/xb/v1/spot/order/place', drop.handler);
    const placed = watchRequests(page, 'spot/order/place');
    const buy = form.getByRole('button', { name: withValues(EN.trade.form.submitBuy, { base: 'ETH' }) });

    await form.getByLabel(EN.trade.form.price, { exact: true }).fill(price);
    await form.getByLabel(EN.trade.form.quantity, { exact: true }).fill('0.01');
    // the first try and both retries reach the server; the page hears nothing back
    await expectToast(page, EN.common.networkError, () => buy.click());
    expect(drop.dropped).toEqual([200, 200, 200]);
    await expectToast(page, EN.trade.form.placed, () => buy.click());
    await page.unroute('**/api/xb/v1/spot/order/place');

    expect(placed.count()).toBe(4);
    const ids = new Set(placed.requests.map((r) => (r.postDataJSON() as { clientOrderId: string }).clientOrderId));
    expect(ids.size).toBe(1);
    const orders = await allOrders(api, user.token, 'ETHUSDT');
    expect(orders.map((o) => [o.clientOrderId, o.status])).toEqual([[[...ids][0], 'new']]);
  });
});
