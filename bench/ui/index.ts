/**
 * UI bench (issue item 7): the coin-detail page in headless Chromium at 390x844 with 4x CPU
 * throttling, fed 50 depth updates, 20 trades and 10 ticker updates per second (protocol-correct:
 * seq and checksums, see synthetic-feed.ts). Phases, in one page and one run:
 *   idle  - the page as it opens, same throttling, feed paused: the baseline;
 *   open  - the page as it opens, fed for BENCH_UI_SECONDS (60): header and chart on screen, the
 *           order book under the sticky Buy/Sell bar (so not rendered); the JS heap is read before
 *           and after it;
 *   book  - scrolled to the order book (header and chart now off screen), fed for
 *           BENCH_UI_VIEW_SECONDS (60, as long as the first);
 *   trades- the trades tab, same place, fed for BENCH_UI_VIEW_SECONDS;
 *   split - back on the order book tab, scrolled half way: the chart's lower part and the top of the
 *           order book both on screen, fed for BENCH_UI_VIEW_SECONDS.
 * Frame times are intervals between animation frames, read at 5 µs resolution (the page is served
 * cross-origin isolated, feed-transports.ts): at 60 Hz a frame that made its vsync reads 16.67 ms.
 * droppedFramePct (frames over 1.5 budgets) is printed beside p95.
 * After each fed phase the feed is paused and the page is checked to show exactly the fed data.
 * Prints p50/p95 frame time, long-task time, React commits per second and per widget per frame,
 * heap before/after, ratios against the idle baseline, and the initial JavaScript for /home,
 * gzipped. Each phase also reads Chromium's main-thread counters (script, style, layout, task ms
 * per second, page-metrics.ts). Then the vanilla-DOM peer (peer/) shows the same rows (header,
 * ladder, trades), fed the same feed through the same transport, measured the same way for
 * BENCH_UI_PEER_SECONDS each (30); printed beside ours with the ratio of script time. Last, our page and the
 * peer's in interleaved A/B rounds (script-ab.ts: BENCH_UI_AB_ROUNDS, 3, of BENCH_UI_AB_SECONDS, 20, per view):
 * the median ratio of script time is the headline.
 * BENCH_UI_TRACE=<dir> and BENCH_UI_PROFILE=1 say where a phase's time went (phase.ts).
 * BENCH_UI_BASELINE_SECONDS sets the idle phase (10); BENCH_UI_TRANSPORT=route feeds the
 * page through Playwright instead of a real WebSocket (feed-transports.ts); DIST_DIR (also read by
 * the server) selects another build than dist/.
 */
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { openPhone } from '../../tests/e2e/helpers/browser';
import { startServer } from '../../tests/e2e/helpers/server';
import { initialJsFor } from './bundle-size';
import { createFeed, type FeedHandle } from './feed-session';
import { connectFeed, type FeedTransport } from './feed-transports';
import {
  checkAll,
  checkChartShown,
  checkHeaderShown,
  checkLadderShown,
  checkTradesShown,
  scrollToOrderBook,
  settle,
  type Check,
} from './page-checks';
import { PAGE_PROBES } from './page-probes';
import { measureWithMetrics, printPhase, widgetNumbers, type PhaseSummary } from './phase';
import { buildPeer, peerRoutes } from './peer/peer-assets';
import { runPeerPhases } from './peer/peer-phases';
import { runScriptAb } from './script-ab';
import { peerComparison, summaryOf } from './summary';
import { SyntheticBook } from './synthetic-feed';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RATES = { depthPerSecond: 50, tradesPerSecond: 20, tickersPerSecond: 10 };
const CPU_THROTTLE = 4;
/** the chart's interval on a first visit (DEFAULT_CHART_PREFS in src/views/coin/chart/chartPrefs.ts) */
const CHART_INTERVAL = '15m';

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function heapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
}

/** Runs the feed for one measured phase, then pauses it and checks what the page shows. */
async function fedPhase(page: Page, cdp: CDPSession, feed: FeedHandle, title: string, secs: number, check: () => Promise<Check>) {
  const distDir = process.env.DIST_DIR ?? path.join(ROOT, 'dist');
  feed.start();
  const sentBefore = feed.sent();
  const phase = await measureWithMetrics(page, cdp, title.split(':')[0]!, secs, distDir);
  const sentAfter = feed.sent();
  await settle(page, feed);
  const shown = await check();
  printPhase(title, phase);
  console.log(`check: ${shown.detail}`);
  const rate = (k: 'depth' | 'trades' | 'ticker') => (sentAfter[k] - sentBefore[k]) / phase.seconds;
  return { phase, shown, rates: { depth: rate('depth'), trades: rate('trades'), ticker: rate('ticker') } };
}

export async function runUiBench(): Promise<Record<string, number | string>> {
  const openSeconds = seconds('BENCH_UI_SECONDS', 60);
  const idleSeconds = seconds('BENCH_UI_BASELINE_SECONDS', Math.min(10, openSeconds));
  const viewSeconds = seconds('BENCH_UI_VIEW_SECONDS', openSeconds);
  const peerSeconds = seconds('BENCH_UI_PEER_SECONDS', Math.min(30, viewSeconds));
  const abRounds = seconds('BENCH_UI_AB_ROUNDS', 3);
  const abSeconds = seconds('BENCH_UI_AB_SECONDS', Math.min(20, viewSeconds));
  const distDir = process.env.DIST_DIR ?? path.join(ROOT, 'dist');
  const transport: FeedTransport = process.env.BENCH_UI_TRANSPORT === 'route' ? 'route' : 'socket';
  const homeJs = initialJsFor(distDir, 'src/views/home/HomePage.tsx');
  // The page's feed is synthetic; the server only serves the app and REST, so its simulator is off
  // (its bots would compete with the browser for this machine's CPU).
  const server = await startServer({ MARKET: '0' });
  const phone = await openPhone();
  let closeFeed = async () => {};
  try {
    console.log(`feed transport: ${transport}`);
    const list = await (
      await fetch(`${server.url}/api/xb/v1/market/list`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    ).json();
    const btc = (list.data as { symbol: string; pricePrecision: number; qtyPrecision: number; ticker: { last: string } }[]).find(
      (s) => s.symbol === 'BTCUSDT',
    )!;
    const book = new SyntheticBook('BTCUSDT', Number(btc.ticker.last), btc.pricePrecision, btc.qtyPrecision);
    const { page, context } = phone;
    await page.addInitScript(PAGE_PROBES);
    const feed = createFeed(book, RATES);
    const endpoint = await connectFeed(transport, page, server.url, feed, peerRoutes(await buildPeer()));
    closeFeed = endpoint.close;
    const cdp = await context.newCDPSession(page);
    await page.goto(`${endpoint.baseUrl}/coinDetail/BTC`, { waitUntil: 'load' });
    feed.start();
    await page.waitForSelector('.kline-chart[data-state="ready"]', { timeout: 30_000 });
    await page.waitForTimeout(3_000);
    await settle(page, feed);
    console.log(`warm-up (unthrottled, fed): ${(await checkHeaderShown(page, feed)).detail}`);
    const isolated = await page.evaluate(() => globalThis.crossOriginIsolated);
    console.log(`frame times at ${isolated ? '5 µs (cross-origin isolated)' : '100 µs'} resolution`);

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.waitForTimeout(2_000);
    const idle = await measureWithMetrics(page, cdp, 'idle', idleSeconds, distDir);
    printPhase(`idle baseline: page as opened, ${CPU_THROTTLE}x throttle, no feed`, idle);

    const heapBeforeMB = await heapMB(cdp);
    const open = await fedPhase(page, cdp, feed, 'open: page as opened (header + chart on screen), fed', openSeconds, () =>
      checkAll(checkHeaderShown(page, feed), checkChartShown(page, feed, CHART_INTERVAL)),
    );
    const heapAfterMB = await heapMB(cdp);

    await scrollToOrderBook(page);
    await page.waitForTimeout(1_000);
    const bookView = await fedPhase(page, cdp, feed, 'book: scrolled to the order book, fed', viewSeconds, () =>
      checkLadderShown(page, book, feed),
    );

    await page.getByRole('tab', { name: 'Trades' }).click();
    await page.waitForSelector('.trade-row', { timeout: 30_000 });
    const tradesView = await fedPhase(page, cdp, feed, 'trades: the trades tab, fed', viewSeconds, () => checkTradesShown(page, feed));

    await page.getByRole('tab', { name: 'Order book' }).click();
    await page.waitForSelector('.ladder-row', { timeout: 30_000 });
    // Half way: the lower part of the chart above, the top of the order book below.
    await page.locator('.coin-details').evaluate((el) => {
      const scroller = el.closest('.app__main');
      if (scroller) scroller.scrollTop += el.getBoundingClientRect().top - window.innerHeight / 2;
    });
    await page.waitForTimeout(1_000);
    const splitView = await fedPhase(page, cdp, feed, 'split: chart and order book both on screen, fed', viewSeconds, () =>
      checkAll(checkChartShown(page, feed, CHART_INTERVAL), checkLadderShown(page, book, feed)),
    );
    const heapEndMB = await heapMB(cdp);
    // The app's page closes first, so the peer does not share the CPU with it.
    await page.close();
    const peer = await runPeerPhases(context, {
      baseUrl: endpoint.baseUrl,
      feed,
      book,
      cpuThrottle: CPU_THROTTLE,
      seconds: peerSeconds,
      distDir,
    });

    const ab = await runScriptAb(context, {
      baseUrl: endpoint.baseUrl,
      feed,
      book,
      cpuThrottle: CPU_THROTTLE,
      rounds: abRounds,
      seconds: abSeconds,
      distDir,
    });

    const phases: Record<string, PhaseSummary> = {
      open: open.phase,
      book: bookView.phase,
      trades: tradesView.phase,
      split: splitView.phase,
    };
    const results = {
      feedTransport: transport,
      frameTimeResolutionUs: isolated ? 5 : 100,
      ...summaryOf({ idle, phases, rates: open.rates, ops: feed.received(), heapBeforeMB, heapAfterMB, heapEndMB }),
      dataShownMatchesFeed: String([open, bookView, tradesView, splitView].every((p) => p.shown.ok)),
      peerDataShownMatchesFeed: String(Object.values(peer).every((p) => p.shown.ok)),
      ...peerComparison(phases, Object.fromEntries(Object.entries(peer).map(([view, p]) => [view, p.phase]))),
      ab_book_scriptOverPeerMedian: ab.median.book,
      ab_trades_scriptOverPeerMedian: ab.median.trades,
      // the headline: the worse view's median of interleaved rounds (script-ab.ts), not one run's ratio
      rowsScriptOverPeerMax: Math.max(ab.median.book, ab.median.trades),
      homeInitialJsGzipKB: Number((homeJs.gzipBytes / 1024).toFixed(1)),
      homeInitialJsRawKB: Number((homeJs.rawBytes / 1024).toFixed(1)),
      consoleErrors: phone.errors.length,
    };
    console.log('\n-- summary --');
    console.table(results);
    if (phone.errors.length) console.log('console errors:', phone.errors.slice(0, 5));
    return Object.assign(results, ...Object.entries(phases).map(([name, p]) => widgetNumbers(name, p)));
  } finally {
    await phone.close();
    await closeFeed();
    await server.stop();
  }
}
