/**
 * Nothing lost, nothing doubled: the request reaches the server but its answer is dropped, so the
 * client sees a network error and retries (src/api/retry.ts). The retry carries the same client id,
 * which the server de-duplicates, so exactly one order (or transfer) exists afterwards.
 */
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../contract/account';
import type { SymbolSummary } from '../../../contract/market';
import { sub } from '../../../src/views/trade/decimal';
import { openPhone, type Phone } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { allOrders, apiOf, availableIn, balancesOf, ok, registerByApi, uniqueEmail, type Call } from './support/api';
import { plainDecimal, storeToken, toast, watchRequests } from './support/page';

const PASSWORD = 'flaky2024';

let server: RunningServer;
let phone: Phone;
let api: Call;
let user: LoginResult;

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer(), openPhone()]);
  api = apiOf(server.url);
  user = await registerByApi(api, uniqueEmail('flaky'), PASSWORD);
  await ok(api('asset/demo/fund', {}, user.token));
  await storeToken(phone.page, server.url, user.token);
});

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

/** Lets the first matching request reach the server, then drops its answer; later ones pass. */
function dropFirstAnswer(): { handler: (route: Route) => Promise<void>; firstStatus: () => number | null } {
  let firstStatus: number | null = null;
  return {
    firstStatus: () => firstStatus,
    handler: async (route) => {
      if (firstStatus !== null) return route.continue();
      const answer = await route.fetch();
      firstStatus = answer.status();
      await route.abort('connectionreset');
    },
  };
}

describe('a write whose answer is lost', () => {
  it('places one order when the first answer to spot/order/place never arrives', { timeout: 90_000 }, async () => {
    const { page } = phone;
    const market = await ok(api<SymbolSummary[]>('market/list'));
    const btc = market.find((s) => s.symbol === 'BTCUSDT')!;
    // far below the market, so the order rests and stays visible as open
    const price = String(Math.floor(Number(btc.ticker.last) * 0.8));

    await page.goto(`${server.url}/trade?symbol=BTCUSDT&side=buy`);
    const form = page.getByRole('form', { name: 'Place order' });
    await form.getByText('10,000.00 USDT').waitFor();
    const drop = dropFirstAnswer();
    await page.route('**/api/xb/v1/spot/order/place', drop.handler);
    const placed = watchRequests(page, 'spot/order/place');

    await form.getByLabel('Price', { exact: true }).fill(price);
    await form.getByLabel('Quantity', { exact: true }).fill('0.001');
    await form.getByRole('button', { name: 'Buy BTC' }).click();
    await toast(page, 'Order placed').waitFor();
    await page.unroute('**/api/xb/v1/spot/order/place');

    expect(drop.firstStatus()).toBe(200);
    expect(placed.count()).toBe(2);
    const [first, retry] = placed.requests.map((r) => r.postDataJSON() as { clientOrderId: string });
    expect(retry!.clientOrderId).toBe(first!.clientOrderId);
    expect(await toast(page, 'Network error, please check your connection').count()).toBe(0);

    const orders = await allOrders(api, user.token, 'BTCUSDT');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ clientOrderId: first!.clientOrderId, side: 'buy', type: 'limit', status: 'new' });
    expect([plainDecimal(orders[0]!.price), plainDecimal(orders[0]!.quantity)]).toEqual([price, '0.001']);
    const openList = page.getByRole('region', { name: 'Open orders' }).getByRole('listitem');
    await expect.poll(() => openList.evaluateAll((items) => items.map((li) => li.getAttribute('data-order-id')))).toEqual([orders[0]!.id]);
  });

  it('moves the funds once when the first answer to asset/transfer never arrives', { timeout: 90_000 }, async () => {
    const { page } = phone;
    const before = await balancesOf(api, user.token);
    await page.goto(`${server.url}/transfer?asset=USDT`);
    const available = page.getByTestId('transfer-available');
    await expect.poll(() => available.textContent().then((t) => plainDecimal(t ?? ''))).toBe(plainDecimal(availableIn(before, 'spot', 'USDT')));
    const drop = dropFirstAnswer();
    await page.route('**/api/xb/v1/asset/transfer', drop.handler);
    const sent = watchRequests(page, 'asset/transfer');

    await page.getByLabel('Amount', { exact: true }).fill('25');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await toast(page, 'Transfer success').waitFor();
    await page.unroute('**/api/xb/v1/asset/transfer');

    expect(drop.firstStatus()).toBe(200);
    expect(sent.count()).toBe(2);
    const [first, retry] = sent.requests.map((r) => r.postDataJSON() as { clientId: string });
    expect(retry!.clientId).toBe(first!.clientId);
    const after = await balancesOf(api, user.token);
    expect(plainDecimal(availableIn(after, 'contract', 'USDT'))).toBe('25');
    expect(plainDecimal(sub(availableIn(before, 'spot', 'USDT'), availableIn(after, 'spot', 'USDT')))).toBe('25');
  });
});
