/**
 * Where a phase's main-thread time went, from Chromium's own counters (CDP Performance.getMetrics):
 * script, style recalculation, layout and all tasks, read before and after the phase and given per
 * second. The same counters are read for our page and for the vanilla-DOM peer, so their script time
 * compares in one run. The counters run on the main thread's CPU clock (timeDomain threadTicks), not
 * the wall clock: on a shared machine a thread that waits for the CPU while another process runs
 * would otherwise count the wait as work. So they read the page's own work, without the throttle's
 * pauses either (about a quarter of the wall-clock time the same work takes at 4x).
 */
import type { CDPSession } from 'playwright-core';
import { round } from './stats';

const COUNTERS = { ScriptDuration: 'script', RecalcStyleDuration: 'style', LayoutDuration: 'layout', TaskDuration: 'task' } as const;
type Counter = (typeof COUNTERS)[keyof typeof COUNTERS];

/** Milliseconds of main-thread work per second of the phase, by kind. */
export type MainThreadMs = Record<`${Counter}MsPerSecond`, number>;

type Reading = Record<Counter, number> & { at: number };

async function read(cdp: CDPSession): Promise<Reading> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const out = { at: performance.now() } as Reading;
  for (const [metric, name] of Object.entries(COUNTERS)) out[name] = metrics.find((m) => m.name === metric)?.value ?? 0;
  return out;
}

/** Starts the counters (once per CDP session) and returns a stopwatch: call it again to read the phase. */
export async function startMainThreadMeter(cdp: CDPSession): Promise<() => Promise<MainThreadMs>> {
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const before = await read(cdp);
  return async () => {
    const after = await read(cdp);
    const seconds = (after.at - before.at) / 1000;
    const per = (name: Counter) => round(((after[name] - before[name]) * 1000) / seconds, 1);
    return {
      scriptMsPerSecond: per('script'),
      styleMsPerSecond: per('style'),
      layoutMsPerSecond: per('layout'),
      taskMsPerSecond: per('task'),
    };
  };
}
