/**
 * A Chromium trace of one phase (BENCH_UI_TRACE=<dir>): recorded through CDP Tracing, saved as
 * <dir>/<phase>.json (opens in DevTools' Performance panel or ui.perfetto.dev), and summed up on
 * the page's main thread: self time by event kind over the whole phase, and the same for each task
 * over 50 ms, so the bench says what a long task was made of (script, GC, style, layout, paint).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { round } from './stats';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.gc',
  'blink.user_timing',
].join(',');

const LONG_TASK_US = 50_000;
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** thread time: what the task ran on the CPU, without the time the thread was descheduled */
  tdur?: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; lineNumber?: number } };
}

export interface TraceSummary {
  /** self time per second of the phase by kind, ms */
  selfMsPerSecond: Record<string, number>;
  longTasks: { ms: number; cpuMs: number; selfMs: Record<string, number> }[];
}

/** Starts tracing; the returned function stops it, saves the trace and sums it up. */
export async function startTrace(cdp: CDPSession, file: string): Promise<() => Promise<TraceSummary>> {
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
  return async () => {
    const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
    await cdp.send('Tracing.end');
    const handle = await done;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle, size: 1 << 20 });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return summarizeTrace(Array.isArray(parsed) ? parsed : parsed.traceEvents);
  };
}

/** A function call's kind names the function, so script time says whose it was. */
function kindOf(e: TraceEvent): string {
  const d = e.args?.data;
  if (e.name === 'FunctionCall' && d?.functionName !== undefined) {
    return `FunctionCall ${d.functionName || '(anonymous)'} ${(d.url ?? '').split('/').pop()}:${d.lineNumber ?? ''}`;
  }
  return e.name;
}

export function summarizeTrace(events: TraceEvent[]): TraceSummary {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const slices = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  if (!slices.length) return { selfMsPerSecond: {}, longTasks: [] };
  const span = (slices[slices.length - 1]!.ts - slices[0]!.ts) / 1e6;

  // Self time: each slice's duration less that of the slices nested directly in it.
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const e of slices) {
    while (stack.length && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? 0) - e.dur!);
    self.set(e, (self.get(e) ?? 0) + e.dur!);
    stack.push(e);
  }
  const sum = (list: TraceEvent[]) => {
    const out: Record<string, number> = {};
    for (const e of list) out[kindOf(e)] = (out[kindOf(e)] ?? 0) + self.get(e)! / 1000;
    return top(out);
  };
  const whole = sum(slices);
  // Outermost tasks only: a task runs nested in the scheduler's own task of the same length.
  let taskEnd = -Infinity;
  const outermost = slices.filter((e) => {
    if (!TASK_NAMES.has(e.name) || e.ts < taskEnd) return false;
    taskEnd = e.ts + e.dur!;
    return true;
  });
  const longTasks = outermost
    .filter((e) => e.dur! > LONG_TASK_US)
    .map((task) => ({
      ms: round(task.dur! / 1000, 1),
      cpuMs: round((task.tdur ?? 0) / 1000, 1),
      selfMs: sum(slices.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur!)),
    }));
  return { selfMsPerSecond: Object.fromEntries(Object.entries(whole).map(([k, v]) => [k, round(v / span, 2)])), longTasks };
}

/** The largest entries, rounded, biggest first. */
function top(values: Record<string, number>, n = 12): Record<string, number> {
  return Object.fromEntries(
    Object.entries(values)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => [k, round(v, 1)]),
  );
}

export function printTrace(title: string, s: TraceSummary): void {
  console.log(`\n-- trace: ${title} (main thread self time, ms per second) --`);
  console.table(s.selfMsPerSecond);
  // A task long on the wall clock but short on the CPU waited for the CPU (another process ran):
  // the machine's doing, not the page's.
  const onCpu = s.longTasks.filter((t) => t.cpuMs > 50).length;
  console.log(`${s.longTasks.length} tasks over 50 ms; ${onCpu} of them over 50 ms on the CPU`);
  for (const t of s.longTasks.slice(0, 5)) {
    console.log(`long task ${t.ms} ms (${t.cpuMs} ms on the CPU):`);
    console.table(t.selfMs);
  }
}
