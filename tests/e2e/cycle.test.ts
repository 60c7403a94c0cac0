/**
 * The cycle journey of issue 14, on a phone against the real server: the demo user's bad stakes show their messages
 * and send nothing; then the user buys up and down on BTC for the shortest period, watches both countdowns, sees both
 * settle with the results that `npm run verify:cycle` re-derives from the server's tick log, and opens the evidence.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CycleEvidence, CycleOrder, CycleRules } from '@contract/cycle';
import type { Paged } from '@contract/primitives';
import type { Phone } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { smallTouchTargets } from './layout/phone-checks';
import { apiOf, ok, type Call } from './journey/support/api';
import { EN, withValues } from './journey/support/english';
import { alertIn, expectToast, openJourneyPhone, storeToken, watchRequests } from './journey/support/page';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run verify:cycle` against the test server's database, as anyone would run it. */
async function verifyCycle(dataDir: string): Promise<string> {
  const run = promisify(execFile);
  const { stdout } = await run('npm', ['run', '--silent', 'verify:cycle'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });
  return stdout.trim();
}

const C = EN.trade.cycle;
/** the shortest period's wait, the settlement push and a busy machine */
const SETTLE_WAIT_MS = 90_000;
const STEP = { timeout: 150_000 };
const SETTLE_STEP = { timeout: SETTLE_WAIT_MS + 60_000 };

let server: RunningServer;
let phone: Phone;
let api: Call;
let page: Page;
let demo: string;
let rules: CycleRules;
/** the two orders the journey places (up and down) */
let placedIds: string[] = [];

beforeAll(async () => {
  [server, phone] = await Promise.all([startServer(), openJourneyPhone()]);
  api = apiOf(server.url);
  page = phone.page;
  demo = (await ok(api<{ token: string }>('user/login', { account: 'demo@example.com', password: 'demo1234' }))).token;
  rules = await ok(api<CycleRules>('cycle/rules'));
  await storeToken(page, server.url, demo);
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

const shortest = () => Math.min(...rules.periods.map((p) => p.seconds));
const stake = () => page.getByRole('textbox', { name: C.stake.label });
const chip = (seconds: number) => page.getByRole('radio', { name: new RegExp(`^${withValues(C.period.seconds, { count: seconds })}`) });
const buy = (direction: 'up' | 'down') => page.getByRole('button', { name: C.buy[direction], exact: true });
const cards = () => page.getByRole('region', { name: C.orders.label }).getByRole('listitem');
const cardOf = (id: string) => page.locator(`li[data-order-id="${id}"]`);
const openOrders = async () => (await ok(api<Paged<CycleOrder>>('cycle/order/open', {}, demo))).items;

describe('cycle contracts on a phone', () => {
  it('shows each bad stake’s message before sending and sends nothing', STEP, async () => {
    await page.goto(`${server.url}/cycle?symbol=BTCUSDT`);
    await page.getByRole('form', { name: C.formLabel }).waitFor();
    const placed = watchRequests(page, 'cycle/order/place');
    const longest = rules.periods.at(-1)!;
    const first = rules.periods[0]!;
    const cases: [period: number, typed: string, message: string][] = [
      [first.seconds, '', C.errors.empty],
      [first.seconds, '0', EN.trade.errors.amountZero],
      [first.seconds, '9.99', withValues(C.errors.belowMin, { min: '10.00' })],
      [first.seconds, '5000.01', withValues(C.errors.aboveMax, { max: '5,000.00' })],
      // the demo user holds 10,000 USDT on spot: 20,000 is within the longest period's maximum but not affordable
      [longest.seconds, '20000', EN.trade.errors.insufficient],
    ];
    for (const [seconds, typed, message] of cases) {
      await chip(seconds).click();
      await stake().fill(typed);
      await buy('up').click();
      await alertIn(page, message).waitFor();
    }
    await stake().fill('10.5');
    await stake().fill('10.555');
    await alertIn(page, withValues(EN.trade.form.decimalsHint, { decimals: 2 })).waitFor();
    expect(await stake().inputValue()).toBe('10.5');
    expect(placed.count()).toBe(0);
    expect(await openOrders()).toEqual([]);
  });

  it('buys up and down on BTC for the shortest period and watches both count down', STEP, async () => {
    await chip(shortest()).click();
    await stake().fill('10');
    await expect.poll(() => page.getByText(C.quote.expected).locator('xpath=following-sibling::dd').textContent()).toBe('18.00 USDT');
    await expectToast(page, EN.trade.form.placed, () => buy('up').click());
    await expectToast(page, EN.trade.form.placed, () => buy('down').click());
    await expect.poll(async () => (await openOrders()).length).toBe(2);
    placedIds = (await openOrders()).map((o) => o.id);
    await expect.poll(() => cards().count()).toBe(2);
    const left = async () => Number((await cards().first().getByRole('timer').textContent())?.match(/\d+/)?.[0]);
    // the card's first frame writes the countdown
    await expect.poll(left).toBeGreaterThan(0);
    const before = await left();
    await expect.poll(left, { timeout: 10_000 }).toBeLessThan(before);
    // the ring is written per frame: its arc shrinks between two reads
    const arc = () => cards().first().locator('[data-part="ring"]').getAttribute('stroke-dashoffset');
    const drawn = await arc();
    await expect.poll(arc, { timeout: 5_000 }).not.toBe(drawn);
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
    expect(await smallTouchTargets(page)).toEqual([]);
  });

  it('sees both settle with the results verify:cycle re-derives from the tick log, and opens the evidence', SETTLE_STEP, async () => {
    expect(placedIds).toHaveLength(2);
    const outcomeWords = new RegExp(`^(${Object.values(C.outcome).join('|')})$`);
    for (const id of placedIds) await cardOf(id).getByText(outcomeWords).waitFor({ timeout: SETTLE_WAIT_MS });
    // every result on the cards is one that the tick log and the rules give
    expect(await verifyCycle(server.dataDir)).toBe('2 orders re-derived, 0 mismatches');
    const orders = await Promise.all(
      placedIds.map(async (id) => (await ok(api<CycleEvidence>('cycle/order/evidence', { id }, demo))).order),
    );
    for (const order of orders) {
      const card = cardOf(order.id);
      expect(await card.getByText(C.outcome[order.outcome!], { exact: true }).count()).toBe(1);
      const profit = await card.getByText(C.orders.profit, { exact: true }).locator('xpath=following-sibling::dd').textContent();
      expect(profit?.replace(/[,+]/g, '')).toBe(`${order.profit} USDT`);
    }
    const shown = orders[0]!;
    await cardOf(shown.id).click();
    const sheet = page.getByRole('dialog', { name: C.evidence.title });
    await sheet.waitFor();
    const row = (label: string) => sheet.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent();
    expect(await row(C.evidence.entry)).toMatch(new RegExp(`· No\\. ${shown.entry.seq}$`));
    expect(await row(C.evidence.exit)).toMatch(new RegExp(`· No\\. ${shown.exit!.seq}$`));
    expect(await row(C.evidence.outcome)).toBe(C.outcome[shown.outcome!]);
    expect(await row(C.evidence.rules)).toBe(rules.version);
    expect(
      await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .analyze()
        .then((r) => r.violations.map((v) => v.id)),
    ).toEqual([]);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  it(
    'lists both in the History tab (cycle/order/history) with the server’s results, and opens the evidence from a record',
    STEP,
    async () => {
      const history = (await ok(api<Paged<CycleOrder>>('cycle/order/history', {}, demo))).items;
      expect(history.map((o) => o.id).sort()).toEqual([...placedIds].sort());
      await page.getByRole('tab', { name: C.orders.history }).click();
      const records = page.getByRole('list', { name: C.records.label }).getByRole('listitem');
      await expect.poll(() => records.count()).toBe(2);
      expect(await records.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.orderId))).toEqual(
        history.map((o) => o.id),
      );
      for (const order of history) {
        const record = page.locator(`li[data-order-id="${order.id}"]`);
        const cell = (label: string) => record.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent();
        expect(await record.getByText(C.outcome[order.outcome!], { exact: true }).count()).toBe(1);
        expect((await cell(C.orders.profit))?.replace(/[,+]/g, '')).toBe(`${order.profit} USDT`);
        expect(await cell(C.records.fee)).toBe(`${order.fee} USDT`);
        expect((await cell(C.records.payout))?.replace(/,/g, '')).toBe(`${order.payout} USDT`);
      }
      await page.locator(`li[data-order-id="${history[0]!.id}"]`).getByRole('button', { name: C.orders.evidence }).click();
      const sheet = page.getByRole('dialog', { name: C.evidence.title });
      await sheet.waitFor();
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      expect(await smallTouchTargets(page)).toEqual([]);
    },
  );
});
