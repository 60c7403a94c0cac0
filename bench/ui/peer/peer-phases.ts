/**
 * The vanilla peer's phases, in the same run and browser as the app's, after them: for each view the
 * app showed (header, book, trades) the peer page opens showing that view, is fed the same feed
 * through the same transport under the same CPU throttle, measured with the same probe and counters,
 * then paused and checked to show exactly the fed data, as the app is.
 */
import type { BrowserContext } from 'playwright-core';
import type { FeedHandle } from '../feed-session';
import { checkHeaderShown, checkLadderShown, checkTradesShown, settle, type Check } from '../page-checks';
import { PAGE_PROBES } from '../page-probes';
import { measureWithMetrics, printPhase, type PhaseSummary } from '../phase';
import type { SyntheticBook } from '../synthetic-feed';
import { peerAddress } from './peer-assets';

export const PEER_VIEWS = ['header', 'book', 'trades'] as const;
export type PeerView = (typeof PEER_VIEWS)[number];

export interface PeerRun {
  baseUrl: string;
  feed: FeedHandle;
  book: SyntheticBook;
  cpuThrottle: number;
  seconds: number;
  distDir: string;
}

export async function runPeerPhases(
  context: BrowserContext,
  run: PeerRun,
): Promise<Record<PeerView, { phase: PhaseSummary; shown: Check }>> {
  const out = {} as Record<PeerView, { phase: PhaseSummary; shown: Check }>;
  for (const view of PEER_VIEWS) {
    const page = await context.newPage();
    try {
      await page.addInitScript(PAGE_PROBES);
      const { book, feed } = run;
      await page.goto(peerAddress(run.baseUrl, view, book), { waitUntil: 'load' });
      const cdp = await context.newCDPSession(page);
      feed.start();
      await page.waitForTimeout(2_000);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: run.cpuThrottle });
      await page.waitForTimeout(1_000);
      const phase = await measureWithMetrics(page, cdp, `peer_${view}`, run.seconds, run.distDir);
      await settle(page, feed);
      const shown = await (view === 'header'
        ? checkHeaderShown(page, feed)
        : view === 'book'
          ? checkLadderShown(page, book, feed)
          : checkTradesShown(page, feed));
      printPhase(`peer ${view}: the vanilla-DOM page showing the ${view}, fed`, phase);
      console.log(`check: ${shown.detail}`);
      out[view] = { phase, shown };
    } finally {
      await page.close();
    }
  }
  return out;
}
