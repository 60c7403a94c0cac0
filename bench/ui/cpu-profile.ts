/**
 * Where a phase's script time went, by source (BENCH_UI_TRACE): a V8 sampling profile of the page
 * (CDP Profiler), each sample's function mapped back through the build's source maps to the file
 * and function it came from, summed as self time. The minified bundle alone names only `uc` and
 * `(anonymous)`; the source map says React, RxJS, uPlot or which of our modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { round } from './stats';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface CpuSummary {
  /** self time per second of the phase by source file, ms */
  byFileMsPerSecond: Record<string, number>;
  /** self time per second by function (file: name), ms */
  byFunctionMsPerSecond: Record<string, number>;
}

type Mapper = (frame: CallFrame) => { file: string; name: string };

/** Starts sampling; the returned function stops and sums the samples by original source. */
export async function startCpuProfile(cdp: CDPSession, distDir: string): Promise<() => Promise<CpuSummary>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    const map = await sourceMapper(distDir);
    const nodes = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
    const byFile: Record<string, number> = {};
    const byFunction: Record<string, number> = {};
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      const node = nodes.get(id);
      const ms = (deltas[i] ?? 0) / 1000;
      if (!node) return;
      const { file, name } = map(node.callFrame);
      byFile[file] = (byFile[file] ?? 0) + ms;
      byFunction[`${file}: ${name}`] = (byFunction[`${file}: ${name}`] ?? 0) + ms;
    });
    const seconds = (profile.endTime - profile.startTime) / 1e6;
    const perSecond = (values: Record<string, number>, n: number) =>
      Object.fromEntries(
        Object.entries(values)
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => [k, round(v / seconds, 2)]),
      );
    return { byFileMsPerSecond: perSecond(byFile, 15), byFunctionMsPerSecond: perSecond(byFunction, 25) };
  };
}

/** Maps a frame of a built file (…/assets/x.js) through x.js.map; other frames keep their own names. */
async function sourceMapper(distDir: string): Promise<Mapper> {
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const maps = new Map<string, InstanceType<typeof TraceMap> | null>();
  const mapOf = (url: string) => {
    const base = url.split('/').pop() ?? '';
    if (!maps.has(base)) {
      const file = path.join(distDir, 'assets', `${base}.map`);
      maps.set(base, base.endsWith('.js') && fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null);
    }
    return maps.get(base) ?? null;
  };
  return (frame) => {
    const map = frame.url ? mapOf(frame.url) : null;
    if (!map) return { file: frame.url ? frame.url.split('/').pop()! : `(${frame.functionName || 'native'})`, name: frame.functionName };
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const file = (pos.source ?? '?').replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
    return { file, name: pos.name ?? (frame.functionName || `(anonymous):${pos.line ?? ''}`) };
  };
}

export function printCpuProfile(title: string, s: CpuSummary): void {
  console.log(`\n-- script by source: ${title} (self ms per second) --`);
  console.table(s.byFileMsPerSecond);
  console.table(s.byFunctionMsPerSecond);
}
