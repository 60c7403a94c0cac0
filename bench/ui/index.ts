/**
 * UI bench (issue 4): the coin-detail page in headless Chromium at 390x844 with 4x CPU throttling,
 * fed at least 50 depth updates, 20 trades and 10 ticker updates per second for 60 s. Prints p50/p95
 * frame time, long-task time, React commits per second (and the most in one frame), JS heap before
 * and after, and the initial JavaScript for /home, gzipped. `BENCH_UI_SECONDS` shortens the run.
 */
import path from 'node:path';
import { openPhone } from '../../tests/e2e/helpers/browser';
import { startServer } from '../../tests/e2e/helpers/server';
import { initialJsFor } from './bundle-size';
import { routeSyntheticFeed } from './feed-route';
import { PAGE_PROBES, type ProbeResult } from './page-probes';
import { maxPerWindow, percentile, round } from './stats';
import { SyntheticBook } from './synthetic-feed';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RATES = { depthPerSecond: 50, tradesPerSecond: 20, tickersPerSecond: 10 };
const FRAME_MS = 1000 / 60;

export async function runUiBench(): Promise<Record<string, number | string>> {
  const seconds = Number(process.env.BENCH_UI_SECONDS ?? 60);
  const homeJs = initialJsFor(path.join(ROOT, 'dist'), 'src/views/home/HomePage.tsx');
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
    await page.waitForTimeout(3_000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('HeapProfiler.collectGarbage');
    const heapBefore = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    await page.evaluate(() => ((window as unknown as { __probe: { recording: boolean } }).__probe.recording = true));
    const sentBefore = feed.sent();
    await page.waitForTimeout(seconds * 1000);
    const probe = await page.evaluate(() => {
      const p = (window as unknown as { __probe: ProbeResult & { recording: boolean } }).__probe;
      p.recording = false;
      return p;
    });
    const sentAfter = feed.sent();
    feed.stop();
    await cdp.send('HeapProfiler.collectGarbage');
    const heapAfter = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const results = {
      seconds,
      depthUpdatesPerSecond: round((sentAfter.depth! - sentBefore.depth!) / seconds, 1),
      tradesPerSecond: round((sentAfter.trades! - sentBefore.trades!) / seconds, 1),
      tickerUpdatesPerSecond: round((sentAfter.ticker! - sentBefore.ticker!) / seconds, 1),
      frames: probe.frames.length,
      frameP50Ms: round(percentile(probe.frames, 50)),
      frameP95Ms: round(percentile(probe.frames, 95)),
      longTasks: probe.longTasks,
      longTaskTotalMs: round(probe.longTaskMs),
      reactCommitsPerSecond: round(probe.commits / seconds),
      reactCommitsMaxInOneFrame: maxPerWindow(probe.commitTimes, FRAME_MS),
      heapBeforeMB: round(heapBefore / 2 ** 20),
      heapAfterMB: round(heapAfter / 2 ** 20),
      heapGrowthMB: round((heapAfter - heapBefore) / 2 ** 20),
      homeInitialJsGzipKB: round(homeJs.gzipBytes / 1024, 1),
      homeInitialJsRawKB: round(homeJs.rawBytes / 1024, 1),
      consoleErrors: phone.errors.length,
    };
    console.table(results);
    return results;
  } finally {
    await phone.close();
    await server.stop();
  }
}
