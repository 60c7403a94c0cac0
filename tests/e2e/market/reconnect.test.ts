/**
 * The server dies under an open page: the badge shows the reconnecting state, and once a server is
 * back on the same port the page reconnects, re-subscribes and moves again by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopProcess } from '../helpers/server';
import { closeSession, openSession, restartServer, type Session } from './session';
import { connectionBadge, LIVE_TIMEOUT_MS, scrollToCoinDetails, scrollToCoinHeader, waitForImages, waitForTextChange } from './page-reads';

/** What Chromium itself logs while nothing listens on the port: the failed reconnection attempts. */
const REFUSED_CONNECTION = /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/ws[^']*' failed: .*ERR_CONNECTION_REFUSED$/;

describe('losing the server under an open market page', () => {
  let session: Session | undefined;
  const s = () => session!;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(() => closeSession(session));

  it('shows reconnecting while the server is down and recovers without a reload', { timeout: 90_000 }, async () => {
    const { page, errors } = s().phone;
    const badge = connectionBadge(page);
    await page.goto(`${s().server.url}/market`);
    await badge.and(page.locator('.connection--live')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await waitForTextChange(page, '.coin-row__price');
    await waitForImages(page);
    expect(errors).toEqual([]);
    // a full reload would lose this marker
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await stopProcess(s().server.proc, 'SIGKILL');
    await badge.and(page.locator('.connection--offline')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect(await badge.textContent()).toBe('Reconnecting');
    expect(await page.locator('.coin-row__price').count()).toBeGreaterThan(0);

    await restartServer(s());
    await badge.and(page.locator('.connection--live')).waitFor({ timeout: 30_000 });
    expect(await badge.textContent()).toBe('Live');
    await waitForTextChange(page, '.coin-row__price');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors.filter((e) => !REFUSED_CONNECTION.test(e)).join('\n')).toBe('');
  });

  it('brings the coin page’s price, order book and chart back after a restart', { timeout: 90_000 }, async () => {
    const { page, errors } = s().phone;
    const badge = connectionBadge(page);
    await page.goto(`${s().server.url}/coinDetail/BTC`);
    await page.locator('.kline-chart[data-state="ready"]').waitFor({ timeout: LIVE_TIMEOUT_MS });
    await scrollToCoinDetails(page);
    await waitForTextChange(page, '.ladder-row');
    await waitForImages(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await stopProcess(s().server.proc, 'SIGKILL');
    await badge.and(page.locator('.connection--offline')).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await restartServer(s());
    await badge.and(page.locator('.connection--live')).waitFor({ timeout: 30_000 });
    await waitForTextChange(page, '.ladder-row');
    await scrollToCoinHeader(page);
    await waitForTextChange(page, '.coin-header__last');
    await waitForTextChange(page, '.ohlc-readout [data-field="close"]');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors.filter((e) => !REFUSED_CONNECTION.test(e)).join('\n')).toBe('');
  });
});
