/**
 * The futures journey of the issue, on a phone against the real server: the demo user moves USDT to the futures
 * account, opens a 10x isolated long, watches its P/L move with the mark, sets TP/SL on /stopPl (each wrong value shows
 * its message first), closes half, quick-closes the rest, and finds both closes in the records. A second user rests
 * the other side of each fill through the API, so every fill comes out of the perpetual's own book.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuturesOrder, FuturesSettings } from '@contract/futures';
import type { Paged } from '@contract/primitives';
import { add, sub } from '../../../src/decimal';
import type { Phone } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { smallTouchTargets } from '../layout/phone-checks';
import { apiOf, availableIn, balancesOf, ok, type Call } from './support/api';
import { EN, withValues } from './support/english';
import { fundedMaker, PERP, positionsOf, rest } from './support/futures';
import { alertIn, expectToast, openJourneyPhone, storeToken, waitForPath } from './support/page';
import { soon } from './support/soon';

const STEP = { timeout: 120_000 };
const F = EN.trade.futures;
const R = EN.trade.futuresRecords;

let server: RunningServer;
let phone: Phone;
let api: Call;
let page: Page;
let demo: string;
let maker: string;

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer(), openJourneyPhone()]);
  api = apiOf(server.url);
  page = phone.page;
  demo = (await ok(api<{ token: string }>('user/login', { account: 'demo@example.com', password: 'demo1234' }))).token;
  maker = await fundedMaker(api);
  await storeToken(page, server.url, demo);
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

const demoPositions = () => positionsOf(api, demo);
/** The second user rests `lots` at the current mark: the other side of the demo user's next fill. */
const makerRests = (positionSide: 'long' | 'short', action: 'open' | 'close', lots: string) =>
  rest(api, maker, { positionSide, action, lots });
const positionCard = () => page.getByRole('region', { name: new RegExp(`^${F.positions.title}`) }).getByRole('listitem');
const pnlOf = () => positionCard().locator('dt', { hasText: R.fields.pnl }).locator('xpath=following-sibling::dd').textContent();

describe('futures on a phone', () => {
  it('moves USDT from spot to the futures account', STEP, async () => {
    const before = availableIn(await balancesOf(api, demo), 'contract', 'USDT');
    await page.goto(`${server.url}/transfer?asset=USDT`);
    await page.getByLabel(EN.assets.transfer.amount, { exact: true }).fill('500');
    await expectToast(page, EN.assets.transfer.success, () =>
      page.getByRole('button', { name: EN.assets.transfer.submit, exact: true }).click(),
    );
    await soon(async () => availableIn(await balancesOf(api, demo), 'contract', 'USDT')).toBe(add(before, '500'));
  });

  it('chooses isolated margin and 10x leverage', STEP, async () => {
    await page.goto(`${server.url}/trade?symbol=${PERP}`);
    await page.getByRole('form', { name: EN.trade.form.label }).waitFor();
    await page.getByRole('tab', { name: R.marginMode.isolated }).click();
    await soon(async () => (await ok(api<FuturesSettings>('contract/settings', { symbol: PERP }, demo))).marginMode).toBe('isolated');
    await page.getByRole('button', { name: withValues(F.leverage.open, { leverage: 20 }) }).click();
    const sheet = page.getByRole('dialog', { name: F.leverage.title });
    await sheet.getByRole('textbox', { name: F.leverage.label }).fill('10');
    await sheet.getByRole('button', { name: F.leverage.confirm }).click();
    await sheet.waitFor({ state: 'detached' });
    const settings = await ok(api<FuturesSettings>('contract/settings', { symbol: PERP }, demo));
    expect([settings.leverage, settings.marginMode]).toEqual([10, 'isolated']);
  });

  it('opens a 10x isolated long at market and sees its P/L move with the mark', STEP, async () => {
    await makerRests('short', 'open', '10');
    await page.getByRole('tab', { name: EN.trade.form.market }).click();
    await page.getByRole('textbox', { name: R.fields.quantity }).fill('10');
    await expectToast(page, EN.trade.form.placed, () => page.getByRole('button', { name: R.action.open.long }).click());
    await soon(async () => (await demoPositions()).map((p) => [p.side, p.quantity, p.marginMode, p.leverage])).toEqual([
      ['long', '10', 'isolated', 10],
    ]);
    await positionCard().waitFor();
    const first = await pnlOf();
    await expect.poll(pnlOf, { timeout: 90_000, interval: 200 }).not.toBe(first);
  });

  it('has no serious accessibility violation and only finger-sized targets on the Futures tab', STEP, async () => {
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`)).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
  });

  it('sets take-profit and stop-loss on /stopPl, each wrong value showing its message before anything is sent', STEP, async () => {
    const [position] = await demoPositions();
    await positionCard().getByRole('link', { name: F.positions.tpsl }).click();
    await waitForPath(page, '/stopPl');
    const form = page.getByRole('form', { name: F.stopPl.title });
    const takeProfit = form.getByRole('textbox', { name: R.fields.takeProfit });
    const stopLoss = form.getByRole('textbox', { name: R.fields.stopLoss });
    const save = form.getByRole('button', { name: F.stopPl.save });
    await takeProfit.fill(sub(position!.entryPrice, '100'));
    await save.click();
    await alertIn(form, F.errors.takeProfitBelowOpenPrice).waitFor();
    await takeProfit.fill('');
    await stopLoss.fill(add(position!.entryPrice, '100'));
    await save.click();
    await alertIn(form, F.errors.stopLossAboveOpenPrice).waitFor();
    expect((await demoPositions())[0]!.stopLoss).toBeNull();
    await takeProfit.fill(add(position!.entryPrice, '20000'));
    await stopLoss.fill(sub(position!.entryPrice, '20000'));
    await expectToast(page, F.stopPl.saved, () => save.click());
    await waitForPath(page, '/trade');
    const saved = (await demoPositions())[0]!;
    expect([saved.takeProfit !== null, saved.stopLoss !== null]).toEqual([true, true]);
  });

  it('closes half of the position, then quick-closes the rest', STEP, async () => {
    await makerRests('short', 'close', '5');
    await positionCard().getByRole('button', { name: F.positions.close, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: F.close.title });
    await sheet.getByRole('textbox', { name: F.close.quantity }).fill('5');
    await expectToast(page, F.positions.closing, () => sheet.getByRole('button', { name: F.close.confirm }).click());
    await soon(async () => (await demoPositions()).map((p) => p.quantity)).toEqual(['5']);

    await makerRests('short', 'close', '5');
    await expectToast(page, F.positions.closing, () => positionCard().getByRole('button', { name: F.positions.quickClose }).click());
    await soon(async () => (await demoPositions()).length).toBe(0);
    await page.getByText(R.empty.positions).first().waitFor();
  });

  it('finds both closes, the closed position and the funding tab in the records', STEP, async () => {
    const history = await ok(api<Paged<FuturesOrder>>('contract/order/history', { symbol: PERP }, demo));
    expect(history.items.filter((o) => o.action === 'close' && o.status === 'filled').map((o) => o.quantity)).toEqual(['5', '5']);
    await page.goto(`${server.url}/contractRecord/${PERP}`);
    await page.getByRole('tab', { name: R.tabs.history }).click();
    await soon(() => page.getByText(R.action.close.long).count()).toBe(2);
    await page.getByRole('tab', { name: R.tabs.positionHistory }).click();
    await page.getByText(R.reason.closed).first().waitFor();
    // no funding time (00:00, 08:00, 16:00 UTC) passed while the position was open, so nothing was paid or received
    await page.getByRole('tab', { name: R.tabs.funding }).click();
    await page.getByText(R.empty.funding).waitFor();
  });
});
