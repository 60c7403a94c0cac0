/**
 * The UI bench's headline numbers: each fed phase against the idle baseline of the same run, the
 * feed actually delivered, the worst commits per widget per frame, and the heap over the long phase.
 */
import type { PhaseSummary } from './phase';
import { ratio, round } from './stats';

export interface SummaryInput {
  idle: PhaseSummary;
  /** fed phases by name; the first is the long one the heap is measured over */
  phases: Record<string, PhaseSummary>;
  /** pushes per second during the long phase */
  rates: { depth: number; trades: number; ticker: number };
  /** ops the page sent (a resync would mean a rejected depth update) */
  ops: Record<string, number>;
  heapBeforeMB: number;
  heapAfterMB: number;
  heapEndMB: number;
}

export function summaryOf(s: SummaryInput): Record<string, number | string> {
  const perPhase: Record<string, number> = {};
  for (const [name, p] of Object.entries(s.phases)) {
    perPhase[`${name}_frameP50Ms`] = p.frameP50Ms;
    perPhase[`${name}_frameP95Ms`] = p.frameP95Ms;
    perPhase[`${name}_frameP95OverIdle`] = ratio(p.frameP95Ms, s.idle.frameP95Ms);
    perPhase[`${name}_droppedFramePct`] = p.droppedFramePct;
    perPhase[`${name}_longTaskTotalMs`] = p.longTaskTotalMs;
    perPhase[`${name}_reactCommitsPerSecond`] = p.reactCommitsPerSecond;
    perPhase[`${name}_commitsPerWidgetMaxInOneFrame`] = p.widgetCommitsMaxInOneFrame;
  }
  printComparison(s.idle, s.phases);
  return {
    depthUpdatesPerSecond: round(s.rates.depth, 1),
    tradesPerSecond: round(s.rates.trades, 1),
    tickerUpdatesPerSecond: round(s.rates.ticker, 1),
    resyncRequests: s.ops.resync ?? 0,
    idle_frameP50Ms: s.idle.frameP50Ms,
    idle_frameP95Ms: s.idle.frameP95Ms,
    idle_longTaskTotalMs: s.idle.longTaskTotalMs,
    ...perPhase,
    commitsPerWidgetMaxInOneFrame: Math.max(...Object.values(s.phases).map((p) => p.widgetCommitsMaxInOneFrame)),
    heapBeforeMB: round(s.heapBeforeMB),
    heapAfterMB: round(s.heapAfterMB),
    heapGrowthMB: round(s.heapAfterMB - s.heapBeforeMB),
    heapAtEndMB: round(s.heapEndMB),
  };
}

/** One table, a column per phase, so the fed phases read against the idle baseline. */
function printComparison(idle: PhaseSummary, phases: Record<string, PhaseSummary>): void {
  const all = { idle, ...phases };
  const rows = [
    'seconds',
    'frameP50Ms',
    'frameP95Ms',
    'droppedFramePct',
    'longTasks',
    'longTaskTotalMs',
    'reactCommitsPerSecond',
    'widgetCommitsMaxInOneFrame',
  ] as const;
  const table: Record<string, Record<string, number>> = {};
  for (const row of rows) table[row] = Object.fromEntries(Object.entries(all).map(([name, p]) => [name, p[row]]));
  table.frameP95OverIdle = Object.fromEntries(Object.entries(all).map(([name, p]) => [name, ratio(p.frameP95Ms, idle.frameP95Ms)]));
  table.longTaskMsPerSecond = Object.fromEntries(Object.entries(all).map(([name, p]) => [name, round(p.longTaskTotalMs / p.seconds, 1)]));
  console.log('\n-- phases side by side (targets: p95 frame <= 16.7 ms, <= 1 commit per widget per frame) --');
  console.table(table);
}
