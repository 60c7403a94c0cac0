/**
 * Convert on a phone against the real server (issue 15, docs/wallet.md "Convert"): from Assets' Exchange action the demo
 * user converts USDT → BTC at a live quote and the balances move by exactly the quoted amounts; a quote left to run out
 * shows its expiry and a refresh, sends nothing, and the server refuses it too; the record lists the conversion.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@contract/primitives';
import type { Conversion, ConvertQuote } from '@contract/wallet';
import { add, compare, sub } from '../../src/decimal';
import type { Phone } from './helpers/browser';
import { openDemoPhone } from './helpers/demo-phone';
import type { RunningServer } from './helpers/server';
import { smallTouchTargets } from './layout/phone-checks';
import { availableIn, balancesOf, ok, type Call } from './journey/support/api';
import { EN } from './journey/support/english';
import { alertIn, expectToast, watchRequests } from './journey/support/page';

const C = EN.assets.convert;
const STEP = { timeout: 120_000 };
/** the market simulator's first trades after a cold start */
const FIRST_PRICE_MS = 60_000;

let server: RunningServer;
let phone: Phone;
let api: Call;
let page: Page;
let demo: string;

beforeAll(async () => {
  ({ server, phone, api, page, demo } = await openDemoPhone());
  // a quote needs BTCUSDT's last trade: wait for the simulator's first one
  const deadline = Date.now() + FIRST_PRICE_MS;
  while ((await api('convert/quote', { from: 'USDT', to: 'BTC', amount: '1' }, demo)).status !== 200) {
    if (Date.now() > deadline) throw new Error('no BTCUSDT price to quote from');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

const spot = async (asset: string) => availableIn(await balancesOf(api, demo), 'spot', asset);
const amountBox = () => page.getByRole('textbox', { name: C.amount });
/** presses "Get a quote" (or "Refresh quote") and returns the quote the server answered */
async function quoteBy(button: string): Promise<ConvertQuote> {
  const answer = page.waitForResponse((res) => res.url().endsWith('/convert/quote'));
  await page.getByRole('button', { name: button }).click();
  return ((await (await answer).json()) as { data: ConvertQuote }).data;
}

describe('convert on a phone', () => {
  it('converts USDT → BTC at a live quote: the balances move by the quoted amounts', STEP, async () => {
    await page.goto(`${server.url}/property`);
    await page.getByRole('link', { name: EN.assets.actions.exchange }).click();
    await page.waitForURL((url) => url.pathname === '/convert');
    await page.getByRole('form', { name: C.title }).waitFor();
    const [usdtBefore, btcBefore] = [await spot('USDT'), await spot('BTC')];
    await amountBox().fill('100');
    const quote = await quoteBy(C.getQuote);
    expect([quote.from, quote.to, quote.amount, quote.spread]).toEqual(['USDT', 'BTC', '100.00000000', '0.002']);
    expect(await page.getByTestId('convert-receive').textContent()).toBe(`${quote.receive} BTC`);
    await page
      .getByTestId('convert-countdown')
      .filter({ hasText: /Quote valid for \d+ s/ })
      .waitFor();
    expect(await smallTouchTargets(page)).toEqual([]);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await expectToast(page, C.success, () => page.getByRole('button', { name: C.confirm }).click());
    expect(await spot('USDT')).toBe(sub(usdtBefore, '100'));
    expect(compare(await spot('BTC'), add(btcBefore, quote.receive))).toBe(0);
  });

  it('lets a quote expire: the message and a refresh, nothing sent, and the server refuses it too', STEP, async () => {
    const executed = watchRequests(page, 'convert/execute');
    await amountBox().fill('50');
    const stale = await quoteBy(C.getQuote);
    await alertIn(page, C.expired).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: C.confirm }).count()).toBe(0);
    expect(executed.count()).toBe(0);
    const refused = await api('convert/execute', { quoteId: stale.id, clientId: 'e2e-expired-quote' }, demo);
    expect([refused.status, refused.msg]).toEqual([422, 'The quote has expired; please refresh the quote']);
    const fresh = await quoteBy(C.refresh);
    expect(fresh.id).not.toBe(stale.id);
    await page.getByRole('button', { name: C.confirm }).waitFor();
  });

  it('the record lists the conversion with its rate and amounts', STEP, async () => {
    const [done] = (await ok(api<Paged<Conversion>>('convert/history', {}, demo))).items;
    await page.getByRole('link', { name: C.records.link }).click();
    await page.waitForURL((url) => url.pathname === '/convertRecord');
    const card = page.locator(`li[data-conversion-id="${done!.id}"]`);
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('USDT → BTC');
    expect(text).toContain('100.00 USDT');
    expect(text).toContain(`${done!.receive} BTC`);
    expect(text).toContain(`1 USDT ≈ ${done!.rate} BTC`);
  });
});
