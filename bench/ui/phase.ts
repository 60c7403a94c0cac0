/**
 * One measured stretch of the page (idle baseline, fed book tab, fed trades tab): starts the page
 * probe, waits, stops it, and reduces what it recorded to the numbers the issue asks for.
 */
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { printCpuProfile, startCpuProfile } from './cpu-profile';
import { startMainThreadMeter, type MainThreadMs } from './page-metrics';
import type { ProbeResult, WidgetCommits } from './page-probes';
import { percentile, round } from './stats';
import { printTrace, startTrace } from './trace';

/** One frame at 60 Hz. */
export const FRAME_BUDGET_MS = 1000 / 60;

export interface PhaseSummary {
  seconds: number;
  frames: number;
  frameP50Ms: number;
  frameP95Ms: number;
  /** frames that took longer than 1.5 budgets, i.e. at least one vsync was missed */
  droppedFramePct: number;
  longTasks: number;
  longTaskTotalMs: number;
  /** the longest task, ms (the target: none over 50) */
  longTaskMaxMs: number;
  reactCommits: number;
  reactCommitsPerSecond: number;
  reactCommitsMaxInOneFrame: number;
  /** the widget that committed most often in one frame, and how often */
  widgetCommitsMaxInOneFrame: number;
  widgets: Record<string, WidgetCommits & { commitsPerSecond: number; rendersPerCommit: number }>;
  /** Chromium's own counters over the phase (absent where only the probe measured) */
  mainThread?: MainThreadMs;
}

type ProbeWindow = { __probe: { start(): void; stop(): ProbeResult } };

export async function measurePhase(page: Page, seconds: number): Promise<PhaseSummary> {
  await page.evaluate(() => (window as unknown as ProbeWindow).__probe.start());
  await page.waitForTimeout(seconds * 1000);
  return summarize(await page.evaluate(() => (window as unknown as ProbeWindow).__probe.stop()));
}

/**
 * measurePhase with Chromium's main-thread counters over the same stretch. To find out where the
 * time goes: BENCH_UI_TRACE=<dir> saves a Chromium trace of the phase there and sums it up by event
 * kind; BENCH_UI_PROFILE=1 samples the script and sums it by source file and function (the build
 * in `distDir` has the source maps). Each costs the page time of its own, so neither is on by default.
 */
export async function measureWithMetrics(
  page: Page,
  cdp: CDPSession,
  name: string,
  seconds: number,
  distDir: string,
): Promise<PhaseSummary> {
  const traceDir = process.env.BENCH_UI_TRACE;
  const stopTrace = traceDir ? await startTrace(cdp, path.join(traceDir, `${name}.json`)) : null;
  const stopProfile = process.env.BENCH_UI_PROFILE ? await startCpuProfile(cdp, distDir) : null;
  const meter = await startMainThreadMeter(cdp);
  const phase = await measurePhase(page, seconds);
  phase.mainThread = await meter();
  if (stopProfile) printCpuProfile(name, await stopProfile());
  if (stopTrace) printTrace(name, await stopTrace());
  return phase;
}

export function summarize(r: ProbeResult): PhaseSummary {
  const seconds = r.ms / 1000;
  const widgets: PhaseSummary['widgets'] = {};
  for (const [name, w] of Object.entries(r.widgets)) {
    widgets[name] = { ...w, commitsPerSecond: round(w.commits / seconds), rendersPerCommit: round(w.renders / w.commits, 1) };
  }
  return {
    seconds: round(seconds, 1),
    frames: r.frames.length,
    frameP50Ms: round(percentile(r.frames, 50)),
    frameP95Ms: round(percentile(r.frames, 95)),
    droppedFramePct: round((100 * r.frames.filter((f) => f > 1.5 * FRAME_BUDGET_MS).length) / Math.max(1, r.frames.length), 1),
    longTasks: r.longTasks,
    longTaskTotalMs: round(r.longTaskMs),
    longTaskMaxMs: round(r.longTaskMaxMs),
    reactCommits: r.commits,
    reactCommitsPerSecond: round(r.commits / seconds),
    reactCommitsMaxInOneFrame: r.maxCommitsInOneFrame,
    widgetCommitsMaxInOneFrame: Math.max(0, ...Object.values(r.widgets).map((w) => w.maxInOneFrame)),
    widgets,
  };
}

/** Each widget's commit numbers under the phase's name, for the JSON summary. */
export function widgetNumbers(phase: string, s: PhaseSummary): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, w] of Object.entries(s.widgets)) {
    out[`${phase}_${name}_commitsPerSecond`] = w.commitsPerSecond;
    out[`${phase}_${name}_maxInOneFrame`] = w.maxInOneFrame;
  }
  return out;
}

export function printPhase(title: string, s: PhaseSummary): void {
  const { widgets, mainThread, ...numbers } = s;
  console.log(`\n-- ${title} --`);
  console.table({ ...numbers, ...mainThread });
  if (Object.keys(widgets).length) console.table(widgets);
}
