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
    perPhase[`${name}_longTaskMaxMs`] = p.longTaskMaxMs;
    for (const [kind, ms] of Object.entries(p.mainThread ?? {})) perPhase[`${name}_${kind}`] = ms;
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
    idle_scriptMsPerSecond: s.idle.mainThread?.scriptMsPerSecond ?? NaN,
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
    'longTaskMaxMs',
    'reactCommitsPerSecond',
    'widgetCommitsMaxInOneFrame',
  ] as const;
  const table: Record<string, Record<string, number>> = {};
  for (const row of rows) table[row] = Object.fromEntries(Object.entries(all).map(([name, p]) => [name, p[row]]));
  table.frameP95OverIdle = Object.fromEntries(Object.entries(all).map(([name, p]) => [name, ratio(p.frameP95Ms, idle.frameP95Ms)]));
  table.longTaskMsPerSecond = Object.fromEntries(Object.entries(all).map(([name, p]) => [name, round(p.longTaskTotalMs / p.seconds, 1)]));
  for (const kind of ['scriptMsPerSecond', 'styleMsPerSecond', 'layoutMsPerSecond', 'taskMsPerSecond'] as const) {
    table[kind] = Object.fromEntries(Object.entries(all).map(([name, p]) => [name, p.mainThread?.[kind] ?? NaN]));
  }
  console.log('\n-- phases side by side (targets: p95 frame <= 16.7 ms, no long task over 50 ms, <= 1 commit per widget per frame) --');
  console.table(table);
}

/**
 * Which of our phases each view of the vanilla peer mirrors. Our `open` also draws the candle chart,
 * which the peer has no counterpart of: it is printed, but the ratios that count are over the phases
 * that show the same rows on both sides (book, trades); the headline (rowsScriptOverPeerMax) comes from script-ab.ts.
 */
export const PEER_OF_PHASE = { open: 'header', book: 'book', trades: 'trades' } as const;
const SAME_ROWS = ['book', 'trades'];

/**
 * Ours beside the vanilla-DOM peer in the same run: script time per second (Chromium's counter),
 * p95 frame and longest task, and the ratio of script time, ours over the peer's (target ≤ 1.5).
 */
export function peerComparison(ours: Record<string, PhaseSummary>, peer: Record<string, PhaseSummary>): Record<string, number> {
  const out: Record<string, number> = {};
  const table: Record<string, Record<string, number>> = {};
  for (const [phase, view] of Object.entries(PEER_OF_PHASE)) {
    const a = ours[phase];
    const b = peer[view];
    if (!a || !b) continue;
    const script = ratio(a.mainThread?.scriptMsPerSecond ?? NaN, b.mainThread?.scriptMsPerSecond ?? NaN);
    out[`peer_${view}_scriptMsPerSecond`] = b.mainThread?.scriptMsPerSecond ?? NaN;
    out[`peer_${view}_taskMsPerSecond`] = b.mainThread?.taskMsPerSecond ?? NaN;
    out[`peer_${view}_frameP95Ms`] = b.frameP95Ms;
    out[`peer_${view}_longTaskMaxMs`] = b.longTaskMaxMs;
    out[`${phase}_scriptOverPeer`] = script;
    out[`${phase}_taskOverPeer`] = ratio(a.mainThread?.taskMsPerSecond ?? NaN, b.mainThread?.taskMsPerSecond ?? NaN);
    table[`${phase} / peer ${view}`] = {
      oursScriptMsPerSecond: a.mainThread?.scriptMsPerSecond ?? NaN,
      peerScriptMsPerSecond: b.mainThread?.scriptMsPerSecond ?? NaN,
      scriptOursOverPeer: script,
      oursTaskMsPerSecond: a.mainThread?.taskMsPerSecond ?? NaN,
      peerTaskMsPerSecond: b.mainThread?.taskMsPerSecond ?? NaN,
      oursFrameP95Ms: a.frameP95Ms,
      peerFrameP95Ms: b.frameP95Ms,
      oursLongTaskMaxMs: a.longTaskMaxMs,
      peerLongTaskMaxMs: b.longTaskMaxMs,
    };
  }
  // one long run each: printed, but the headline is the median of interleaved rounds (script-ab.ts)
  out.rowsScriptOverPeerOneRunMax = Math.max(...SAME_ROWS.map((phase) => out[`${phase}_scriptOverPeer`] ?? NaN));
  console.log(
    '\n-- ours beside the vanilla-DOM peer, same feed, same run (target: script ours/peer <= 1.5; our open also draws the chart) --',
  );
  console.table(table);
  return out;
}
