/** Browser checks of /coinDetail/{coinType}: live header, candle chart and its intervals, book, depth, trades, info. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, openSession, type Session } from './session';
import { canvasPainted, LIVE_TIMEOUT_MS, parseNumber, textsOf, waitForTextChange } from './page-reads';

const CHART = '.kline-chart';
const HOUR_MS = 3_600_000;

interface BarRange {
  state: string;
  bars: number;
  first: number;
  last: number;
}

/** What the candle chart says it draws (KlineChart publishes it on its root element). */
function barRange(page: Page): Promise<BarRange> {
  return page.$eval(CHART, (el) => {
    const root = el as HTMLElement;
    return {
      state: root.dataset.state ?? '',
      bars: Number(root.dataset.bars),
      first: Number(root.dataset.firstBar),
      last: Number(root.dataset.lastBar),
    };
  });
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

    await page.locator(`${CHART}[data-state="ready"]`).waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect((await barRange(page)).bars).toBeGreaterThan(1);
    expect(await canvasPainted(page, `${CHART} .kline-chart__pane`)).toBe(true);

    const asks = page.getByRole('list', { name: 'Asks' }).getByRole('listitem');
    const bids = page.getByRole('list', { name: 'Bids' }).getByRole('listitem');
    await expect.poll(() => asks.count(), { timeout: LIVE_TIMEOUT_MS }).toBeGreaterThan(0);
    await expect.poll(() => bids.count()).toBeGreaterThan(0);
    // asks are listed highest first, so the best ask is the last one, just above the best bid
    const book = await page.evaluate(() => ({
      bestAsk: document.querySelector('.ladder__side--asks li:last-child .ladder-row__price')?.textContent ?? '',
      bestBid: document.querySelector('.ladder__side--bids li:first-child .ladder-row__price')?.textContent ?? '',
    }));
    expect(parseNumber(book.bestAsk)).toBeGreaterThan(parseNumber(book.bestBid));
    await waitForTextChange(page, '.ladder-row');
    expect(errors).toEqual([]);
  });

  it('redraws the chart with the other interval’s bars when an interval tab is picked', { timeout: 60_000 }, async () => {
    const { page, errors } = s().phone;
    const periods = page.getByRole('tablist', { name: 'Chart interval' });
    expect(await periods.getByRole('tab', { name: '15m', exact: true }).getAttribute('aria-selected')).toBe('true');
    await page.locator(`${CHART}[data-state="ready"]`).waitFor({ timeout: LIVE_TIMEOUT_MS });
    const quarter = await barRange(page);
    const quarterImage = await mainCanvasImage(page);

    await periods.getByRole('tab', { name: '1h', exact: true }).click();
    await page.waitForFunction(
      ([selector, previousFirst, hour]) => {
        const root = document.querySelector<HTMLElement>(selector);
        const first = Number(root?.dataset.firstBar);
        const last = Number(root?.dataset.lastBar);
        return root?.dataset.state === 'ready' && first !== previousFirst && first % hour === 0 && last % hour === 0;
      },
      [CHART, quarter.first, HOUR_MS] as const,
      { timeout: LIVE_TIMEOUT_MS, polling: 100 },
    );
    const hourly = await barRange(page);
    expect(hourly.bars).toBeGreaterThan(1);
    // the same number of bars four times as wide reach further back
    expect(hourly.last - hourly.first).toBeGreaterThan(quarter.last - quarter.first);
    expect(await mainCanvasImage(page)).not.toBe(quarterImage);
    expect(await canvasPainted(page, `${CHART} .kline-chart__pane`)).toBe(true);
    expect(await periods.getByRole('tab', { name: '1h', exact: true }).getAttribute('aria-selected')).toBe('true');

    await periods.getByRole('tab', { name: 'Time', exact: true }).click();
    await expect
      .poll(async () => {
        const range = await barRange(page);
        return range.state === 'ready' && range.last - range.first < hourly.last - hourly.first && range.last % 30_000 === 0;
      }, { timeout: LIVE_TIMEOUT_MS })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('fills the depth map, the latest trades and the coin info', { timeout: 60_000 }, async () => {
    const { page, errors } = s().phone;
    const tabs = page.getByRole('tablist', { name: 'Market data' });

    await tabs.getByRole('tab', { name: 'Depth' }).click();
    await page.locator('.depth-chart[data-state="ready"]').waitFor({ timeout: LIVE_TIMEOUT_MS });
    await expect.poll(() => canvasPainted(page, '.depth-chart')).toBe(true);

    await tabs.getByRole('tab', { name: 'Trades' }).click();
    await expect.poll(async () => (await textsOf(page, '.trades__list > li')).length, { timeout: LIVE_TIMEOUT_MS }).toBeGreaterThan(0);
    await waitForTextChange(page, '.trades__list > li:first-child');

    await tabs.getByRole('tab', { name: 'Info' }).click();
    await page.getByRole('heading', { name: 'About BTC' }).waitFor();
    expect(await page.getByText('Total supply').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
