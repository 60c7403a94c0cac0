/** Browser checks of /coinDetail/{coinType or id}: live header, candle chart and its intervals, book, depth, trades, info. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, openSession, type Session } from './session';
import {
  canvasPainted,
  eventually,
  LIVE_TIMEOUT_MS,
  parseNumber,
  scrollToCoinDetails,
  scrollToCoinHeader,
  textsOf,
  waitForTextChange,
} from './page-reads';

const CHART = '.kline-chart';
const MINUTE_MS = 60_000;
/** Far more than the two bars of the live snapshot: the REST history (500 bars) has been drawn. */
const HISTORY_BARS = 100;

interface BarRange {
  bars: number;
  first: number;
  last: number;
}

/**
 * Waits until the candle chart draws history of bars `stepMs` apart (open times aligned to the
 * step) other than `previous`, and returns what it draws; KlineChart publishes it on its root.
 */
async function chartShows(page: Page, stepMs: number, previous?: BarRange): Promise<BarRange> {
  const handle = await page.waitForFunction(
    ([selector, step, minBars, previousFirst]) => {
      const root = document.querySelector<HTMLElement>(selector);
      if (root?.dataset.state !== 'ready') return null;
      const range = { bars: Number(root.dataset.bars), first: Number(root.dataset.firstBar), last: Number(root.dataset.lastBar) };
      const aligned = range.first % step === 0 && range.last % step === 0;
      return range.bars >= minBars && aligned && range.first !== previousFirst ? range : null;
    },
    [CHART, stepMs, HISTORY_BARS, previous?.first ?? null] as const,
    { timeout: LIVE_TIMEOUT_MS, polling: 100 },
  );
  return (await handle.jsonValue()) as BarRange;
}

const mainCanvasImage = (page: Page) => page.$eval(`${CHART} .kline-chart__pane canvas`, (c) => (c as HTMLCanvasElement).toDataURL());

describe('the coin detail page in a phone browser', () => {
  let session: Session | undefined;
  const s = () => session!;
  beforeAll(async () => {
    session = await openSession();
    await session.phone.page.goto(`${session.server.url}/coinDetail/BTC`);
  });
  afterAll(() => closeSession(session));

  it('shows the live price, a drawn candle chart and a moving order book', { timeout: 60_000 }, async () => {
    const { page, errors } = s().phone;
    await page.getByRole('heading', { name: 'BTC/USDT' }).waitFor();
    await waitForTextChange(page, '.coin-header__last');

    await chartShows(page, 15 * MINUTE_MS);
    expect(await canvasPainted(page, `${CHART} .kline-chart__pane`)).toBe(true);

    await scrollToCoinDetails(page);
    const asks = page.getByRole('list', { name: 'Asks' }).getByRole('listitem');
    const bids = page.getByRole('list', { name: 'Bids' }).getByRole('listitem');
    await eventually(() => asks.count()).toBeGreaterThan(0);
    await eventually(() => bids.count()).toBeGreaterThan(0);
    // asks are listed highest first, so the best ask is the last one, just above the best bid
    const book = await page.evaluate(() => ({
      bestAsk: document.querySelector('.ladder__side--asks li:last-child .ladder-row__price')?.textContent ?? '',
      bestBid: document.querySelector('.ladder__side--bids li:first-child .ladder-row__price')?.textContent ?? '',
    }));
    expect(parseNumber(book.bestAsk)).toBeGreaterThan(parseNumber(book.bestBid));
    await waitForTextChange(page, '.ladder-row');
    await scrollToCoinHeader(page);
    expect(errors).toEqual([]);
  });

  it('redraws the chart with the other interval’s bars when an interval tab is picked', { timeout: 60_000 }, async () => {
    const { page, errors } = s().phone;
    const periods = page.getByRole('tablist', { name: 'Chart interval' });
    expect(await periods.getByRole('tab', { name: '15m', exact: true }).getAttribute('aria-selected')).toBe('true');
    const quarter = await chartShows(page, 15 * MINUTE_MS);
    const quarterImage = await mainCanvasImage(page);

    await periods.getByRole('tab', { name: '1h', exact: true }).click();
    const hourly = await chartShows(page, 60 * MINUTE_MS, quarter);
    // as many bars, four times as wide: they reach further back
    expect(hourly.last - hourly.first).toBeGreaterThan(quarter.last - quarter.first);
    expect(await mainCanvasImage(page)).not.toBe(quarterImage);
    expect(await canvasPainted(page, `${CHART} .kline-chart__pane`)).toBe(true);
    expect(await periods.getByRole('tab', { name: '1h', exact: true }).getAttribute('aria-selected')).toBe('true');

    // the time-share tab is the 30 s series
    await periods.getByRole('tab', { name: 'Time', exact: true }).click();
    const timeShare = await chartShows(page, MINUTE_MS / 2, hourly);
    expect(timeShare.last - timeShare.first).toBeLessThan(hourly.last - hourly.first);
    expect(errors).toEqual([]);
  });

  it('fills the depth map, the latest trades and the coin info', { timeout: 60_000 }, async () => {
    const { page, errors } = s().phone;
    const tabs = page.getByRole('tablist', { name: 'Market data' });
    await scrollToCoinDetails(page);

    await tabs.getByRole('tab', { name: 'Depth' }).click();
    await page.locator('.depth-chart[data-state="ready"]').waitFor({ timeout: LIVE_TIMEOUT_MS });
    await eventually(() => canvasPainted(page, '.depth-chart')).toBe(true);

    await tabs.getByRole('tab', { name: 'Trades' }).click();
    await eventually(async () => (await textsOf(page, '.trades__list > li')).length).toBeGreaterThan(0);
    await waitForTextChange(page, '.trades__list > li:first-child');

    await tabs.getByRole('tab', { name: 'Info' }).click();
    await page.getByRole('heading', { name: 'About BTC' }).waitFor();
    expect(await page.getByText('Total supply').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it(
    'opens a coin by its id or its coin type in any case; an unknown one is "not listed", with no error toast',
    { timeout: 60_000 },
    async () => {
      const { page, errors } = s().phone;
      for (const [address, pair] of [
        ['1', 'XRP/USDT'],
        ['btc', 'BTC/USDT'],
        ['ETHUSDT', 'ETH/USDT'],
      ] as const) {
        await page.goto(`${s().server.url}/coinDetail/${address}`);
        await page.getByRole('heading', { name: pair }).waitFor();
      }
      for (const address of ['NOPE', '99999', 'BTC-USD']) {
        await page.goto(`${s().server.url}/coinDetail/${address}`);
        await page.getByText('This coin is not listed.').waitFor();
        expect(await page.locator('.toast').allTextContents()).toEqual([]);
      }
      // the browser itself logs each 404/400 answer; nothing else may complain
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    },
  );
});
