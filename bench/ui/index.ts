/**
 * UI bench (issue item 7): the coin-detail page in headless Chromium at 390x844 with 4x CPU
 * throttling, fed 50 depth updates, 20 trades and 10 ticker updates per second (protocol-correct:
 * seq and checksums, see synthetic-feed.ts). Phases, all in one page and one run:
 *   1. idle baseline: the same page, same throttling, feed paused;
 *   2. the page as it opens (chart + order book tab) under the feed, for BENCH_UI_SECONDS (60);
 *   3. the trades tab under the feed (the trade list mounts only there), for BENCH_UI_TRADES_SECONDS.
 * Prints p50/p95 frame time, long-task time, React commits per second and per widget per frame, JS
 * heap before and after phase 2, ratios against the idle baseline, and the initial JavaScript for
 * /home, gzipped. DIST_DIR (also read by the server) selects another build than dist/.
 */
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { openPhone } from '../../tests/e2e/helpers/browser';
import { startServer } from '../../tests/e2e/helpers/server';
import { initialJsFor } from './bundle-size';
import { routeSyntheticFeed } from './feed-route';
import { checkBookShown, checkTradesShown, settle } from './page-checks';
import { PAGE_PROBES } from './page-probes';
import { flatten, measurePhase, printPhase } from './phase';
import { ratio, round } from './stats';
import { SyntheticBook } from './synthetic-feed';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RATES = { depthPerSecond: 50, tradesPerSecond: 20, tickersPerSecond: 10 };
const CPU_THROTTLE = 4;

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function heapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return round((await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20);
}

export async function runUiBench(): Promise<Record<string, number | string>> {
  const fedSeconds = seconds('BENCH_UI_SECONDS', 60);
  const idleSeconds = seconds('BENCH_UI_BASELINE_SECONDS', Math.min(10, fedSeconds));
  const tradesSeconds = seconds('BENCH_UI_TRADES_SECONDS', Math.min(20, fedSeconds));
  const distDir = process.env.DIST_DIR ?? path.join(ROOT, 'dist');
  const homeJs = initialJsFor(distDir, 'src/views/home/HomePage.tsx');
  const server = await startServer({ MARKET: '1' });
  const phone = await openPhone();
  try {
    const list = await (await fetch(`${server.url}/api/xb/v1/market/list`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).json();
    const btc = (list.data as { symbol: string; pricePrecision: number; qtyPrecision: number; ticker: { last: string } }[]).find((s) => s.symbol === 'BTCUSDT')!;
    const book = new SyntheticBook('BTCUSDT', Number(btc.ticker.last), btc.pricePrecision, btc.qtyPrecision);
    const { page, context } = phone;
    await page.addInitScript(PAGE_PROBES);
    const feed = await routeSyntheticFeed(page, book, RATES);
    const cdp = await context.newCDPSession(page);
    await page.goto(`${server.url}/coinDetail/BTC`, { waitUntil: 'load' });
    feed.start();
    await page.waitForSelector('.ladder-row', { timeout: 30_000 });
    await page.waitForTimeout(3_000);
    await settle(page, feed);
    const warmCheck = await checkBookShown(page, book, feed);
    console.log(`warm-up (unthrottled, fed): ${warmCheck.detail}`);

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.waitForTimeout(2_000);
    const idle = await measurePhase(page, idleSeconds);
    printPhase(`idle baseline: coin page, ${CPU_THROTTLE}x throttle, no feed`, idle);

    const heapBeforeMB = await heapMB(cdp);
    const sentBefore = feed.sent();
    feed.start();
    const fed = await measurePhase(page, fedSeconds);
    const sentAfter = feed.sent();
    await settle(page, feed);
    const bookCheck = await checkBookShown(page, book, feed);
    const heapAfterMB = await heapMB(cdp);
    printPhase(`fed: chart + order book tab, ${CPU_THROTTLE}x throttle`, fed);
    console.log(`after the fed run: ${bookCheck.detail}`);

    await page.getByRole('tab', { name: 'Trades' }).click();
    await page.waitForSelector('.trade-row', { timeout: 30_000 });
    feed.start();
    const trades = await measurePhase(page, tradesSeconds);
    await settle(page, feed);
    const tradesCheck = await checkTradesShown(page, feed);
    printPhase(`fed: chart + trades tab, ${CPU_THROTTLE}x throttle`, trades);
    console.log(`after the trades run: ${tradesCheck.detail}`);

    const ops = feed.received();
    const perSecond = (k: 'depth' | 'trades' | 'ticker') => round((sentAfter[k] - sentBefore[k]) / fed.seconds, 1);
    const results = {
      depthUpdatesPerSecond: perSecond('depth'),
      tradesPerSecond: perSecond('trades'),
      tickerUpdatesPerSecond: perSecond('ticker'),
      resyncRequests: ops.resync ?? 0,
      subRequests: ops.sub ?? 0,
      bookShownMatchesFeed: String(warmCheck.ok && bookCheck.ok),
      tradesShownMatchFeed: String(tradesCheck.ok),
      frameP50Ms: fed.frameP50Ms,
      frameP95Ms: fed.frameP95Ms,
      frameP95OverIdle: ratio(fed.frameP95Ms, idle.frameP95Ms),
      longTaskTotalMs: fed.longTaskTotalMs,
      longTaskMsPerSecond: round(fed.longTaskTotalMs / fed.seconds, 1),
      idleLongTaskMsPerSecond: round(idle.longTaskTotalMs / idle.seconds, 1),
      reactCommitsPerSecond: fed.reactCommitsPerSecond,
      idleReactCommitsPerSecond: idle.reactCommitsPerSecond,
      reactCommitsPerWidgetMaxInOneFrame: Math.max(fed.widgetCommitsMaxInOneFrame, trades.widgetCommitsMaxInOneFrame),
      heapBeforeMB,
      heapAfterMB,
      heapGrowthMB: round(heapAfterMB - heapBeforeMB),
      homeInitialJsGzipKB: round(homeJs.gzipBytes / 1024, 1),
      homeInitialJsRawKB: round(homeJs.rawBytes / 1024, 1),
      consoleErrors: phone.errors.length,
      ...flatten('idle', idle),
      ...flatten('fed', fed),
      ...flatten('trades', trades),
    };
    console.log('\n-- summary --');
    console.table(Object.fromEntries(Object.entries(results).filter(([k]) => !/^(idle|fed|trades)[A-Z]/.test(k))));
    if (phone.errors.length) console.log('console errors:', phone.errors.slice(0, 5));
    return results;
  } finally {
    await phone.close();
    await server.stop();
  }
}
