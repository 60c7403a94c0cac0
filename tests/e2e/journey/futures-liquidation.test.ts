/**
 * The second futures journey of the issue: a test server whose BTC index follows a scripted path (PRICE_SCRIPT, test
 * only) holds the price while the demo user opens a 10x isolated long on the phone, then drives the mark down through
 * its liquidation price. The phone sees the position go, and the records show the liquidation with its evidence:
 * the mark tick that triggered it, the liquidation price and maintenance margin at that tick, and the fills.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosedPosition } from '@contract/futures';
import type { Paged } from '@contract/primitives';
import { compare } from '../../../src/decimal';
import type { Phone } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { apiOf, ok, type Call } from './support/api';
import { EN } from './support/english';
import { fundedMaker, PERP, positionsOf, rest } from './support/futures';
import { expectToast, openJourneyPhone, storeToken } from './support/page';
import { soon } from './support/soon';

/** Flat at 64,000 for 40 s after the server starts (room to open the position on a busy machine), then down to 55,000 over 30 s. */
const SCRIPT = {
  BTCUSDT: [
    [0, '64000.00'],
    [40_000, '64000.00'],
    [70_000, '55000.00'],
  ],
};
const STEP = { timeout: 150_000 };
const F = EN.trade.futures;
const R = EN.trade.futuresRecords;

let server: RunningServer;
let phone: Phone;
let api: Call;
let page: Page;
let demo: string;
let maker: string;

beforeAll(async () => {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'price-script-')), 'btc-falls.json');
  fs.writeFileSync(script, JSON.stringify(SCRIPT));
  [server, phone] = await Promise.all([startServer({ PRICE_SCRIPT: script }), openJourneyPhone()]);
  api = apiOf(server.url);
  page = phone.page;
  demo = (await ok(api<{ token: string }>('user/login', { account: 'demo@example.com', password: 'demo1234' }))).token;
  maker = await fundedMaker(api);
  await ok(api('contract/margin-mode/set', { symbol: PERP, marginMode: 'isolated' }, demo));
  await ok(api('contract/leverage/set', { symbol: PERP, leverage: 10 }, demo));
  await storeToken(page, server.url, demo);
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

const positionCard = () => page.getByRole('region', { name: new RegExp(`^${F.positions.title}`) }).getByRole('listitem');

describe('a long driven through its liquidation price by a scripted index', () => {
  it('opens a 10x isolated long while the index holds', STEP, async () => {
    await rest(api, maker, { positionSide: 'short', action: 'open', lots: '10' });
    await page.goto(`${server.url}/trade?symbol=${PERP}`);
    await page.getByRole('form', { name: EN.trade.form.label }).waitFor();
    await page.getByRole('tab', { name: EN.trade.form.market }).click();
    await page.getByRole('textbox', { name: R.fields.quantity }).fill('10');
    await expectToast(page, EN.trade.form.placed, () => page.getByRole('button', { name: R.action.open.long }).click());
    await positionCard().waitFor();
    const [position] = await positionsOf(api, demo);
    expect([position?.marginMode, position?.leverage, compare(position?.liquidationPrice ?? '0', '55000') > 0]).toEqual([
      'isolated',
      10,
      true,
    ]);
    // the other side of the liquidation order: a bid within 5 % of the mark at which the long is liquidated
    await rest(api, maker, { positionSide: 'short', action: 'close', lots: '10', price: '55500.00' });
  });

  it('sees the position liquidated when the mark crosses its liquidation price', STEP, async () => {
    await expect.poll(async () => (await positionsOf(api, demo)).length, { timeout: 110_000, interval: 500 }).toBe(0);
    await page.getByText(R.empty.positions).first().waitFor({ timeout: 20_000 });
  });

  it('finds the liquidation in the records with the mark tick, liquidation price and fills it used', STEP, async () => {
    const history = await ok(api<Paged<ClosedPosition>>('contract/position/history', { symbol: PERP }, demo));
    const closed = history.items[0]!;
    expect(closed.reason).toBe('liquidated');
    const evidence = closed.liquidation!;
    expect(compare(evidence.mark, evidence.liquidationPrice)).toBeLessThanOrEqual(0);
    expect(evidence.fills.length).toBeGreaterThan(0);
    await page.goto(`${server.url}/contractRecord/${PERP}`);
    await page.getByRole('tab', { name: R.tabs.positionHistory }).click();
    await page.getByText(R.reason.liquidated).first().waitFor();
    await page.getByText(R.evidence.title).first().waitFor();
    await soon(() => page.getByText(String(evidence.markSeq), { exact: true }).count()).toBeGreaterThan(0);
  });
});
