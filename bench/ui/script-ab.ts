/**
 * Script time, ours over the vanilla peer, measured in A/B pairs: for each view that shows the same rows on both
 * sides (book, trades), `rounds` rounds of our page then the peer's page, each opened afresh, fed the same feed,
 * throttled alike and measured for `seconds`. Each round gives a ratio; the median of the rounds is the headline.
 * Interleaving puts both sides under the same load of this shared machine, which one long run of ours followed by one
 * of the peer's did not: that single ratio swung between 1.1 and 2.2 from run to run with the code unchanged.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { FeedHandle } from './feed-session';
import { PAGE_PROBES } from './page-probes';
import { measureWithMetrics } from './phase';
import { scrollToOrderBook } from './page-checks';
import { peerAddress } from './peer/peer-assets';
import { percentile, ratio } from './stats';
import type { SyntheticBook } from './synthetic-feed';

/** fed and unthrottled before the measure: a fresh app page spends its first seconds compiling and fetching */
const WARM_UP_MS = 8_000;

export const AB_VIEWS = ['book', 'trades'] as const;
type AbView = (typeof AB_VIEWS)[number];

export interface AbRun {
  baseUrl: string;
  feed: FeedHandle;
  book: SyntheticBook;
  cpuThrottle: number;
  rounds: number;
  seconds: number;
  distDir: string;
}

export interface AbResult {
  /** per view: ours and the peer's script ms per second and their ratio, round by round */
  rounds: Record<AbView, { ours: number; peer: number; ratio: number }[]>;
  median: Record<AbView, number>;
}

/** Our coin page on the view: the order book scrolled to the top of the screen, or its trades tab. */
async function openOurs(page: Page, baseUrl: string, view: AbView): Promise<void> {
  await page.goto(`${baseUrl}/coinDetail/BTC`, { waitUntil: 'load' });
  await page.waitForSelector('.kline-chart[data-state="ready"]', { timeout: 30_000 });
  await scrollToOrderBook(page);
  if (view === 'trades') {
    await page.getByRole('tab', { name: 'Trades' }).click();
    await page.waitForSelector('.trade-row', { timeout: 30_000 });
  }
}

async function openPeer(page: Page, baseUrl: string, view: AbView, book: SyntheticBook): Promise<void> {
  await page.goto(peerAddress(baseUrl, view, book), { waitUntil: 'load' });
  await page.waitForSelector(view === 'book' ? '.ladder-row' : '.trade-row', { timeout: 30_000 });
}

/** Script ms per second of one freshly opened page, fed from the start, throttled once it has warmed up. */
async function scriptOf(context: BrowserContext, run: AbRun, name: string, open: (page: Page) => Promise<void>): Promise<number> {
  const page = await context.newPage();
  try {
    await page.addInitScript(PAGE_PROBES);
    // the phases before may have left the feed paused (page-checks.ts settle)
    run.feed.start();
    await open(page);
    // past the page's start (chunks compiled, history fetched): the rows' steady cost is what is compared
    await page.waitForTimeout(WARM_UP_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: run.cpuThrottle });
    await page.waitForTimeout(1_000);
    const phase = await measureWithMetrics(page, cdp, name, run.seconds, run.distDir);
    return phase.mainThread?.scriptMsPerSecond ?? NaN;
  } finally {
    await page.close();
  }
}

/** the middle ratio of an odd number of rounds */
const median = (values: number[]): number => percentile(values, 50);

export async function runScriptAb(context: BrowserContext, run: AbRun): Promise<AbResult> {
  const rounds: AbResult['rounds'] = { book: [], trades: [] };
  for (let round = 1; round <= run.rounds; round++) {
    for (const view of AB_VIEWS) {
      const ours = await scriptOf(context, run, `ab_ours_${view}_${round}`, (page) => openOurs(page, run.baseUrl, view));
      const peer = await scriptOf(context, run, `ab_peer_${view}_${round}`, (page) => openPeer(page, run.baseUrl, view, run.book));
      rounds[view].push({ ours, peer, ratio: ratio(ours, peer) });
    }
  }
  const result: AbResult = {
    rounds,
    median: { book: median(rounds.book.map((r) => r.ratio)), trades: median(rounds.trades.map((r) => r.ratio)) },
  };
  console.log(`\n-- script time ours / peer, ${run.rounds} interleaved rounds of ${run.seconds} s per view (target: median <= 1.5) --`);
  console.table(
    Object.fromEntries(
      AB_VIEWS.flatMap((view) =>
        rounds[view].map((r, i) => [
          `${view} round ${i + 1}`,
          { oursScriptMsPerSecond: r.ours, peerScriptMsPerSecond: r.peer, oursOverPeer: r.ratio },
        ]),
      ),
    ),
  );
  console.log(`median ours / peer: book ${result.median.book}, trades ${result.median.trades}`);
  return result;
}
