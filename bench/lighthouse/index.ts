/**
 * Lighthouse bench (issue 12, item 1 — first load): /home and /coinDetail/BTC of the real server
 * (MARKET on, a private copy of dist/) beside a one-line React page built and served the same way
 * (trivial-server.ts), each BENCH_LIGHTHOUSE_RUNS (3) times, interleaved so machine load hits all
 * three alike. Prints the median score, LCP, FCP, TBT and CLS, and LCP(page) / LCP(trivial).
 * Target: score ≥ 95 and LCP ratio ≤ 1.2. DIST_DIR (also read by the server) measures another build
 * than dist/, e.g. an older commit's for a before/after.
 */
import fs from 'node:fs';
import { snapshotDist, startServer } from '../../tests/e2e/helpers/server';
import { auditPage, launchChrome, type PageScore } from './audit';
import { startTrivialServer } from './trivial-server';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const APP_PAGES = ['/home', '/coinDetail/BTC'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The median over the runs lighthouse could measure (a failed run is printed, not counted). */
function medianOf(all: PageScore[]): PageScore {
  const runs = all.filter((run) => !run.error);
  if (runs.length === 0) return { ...all[0]!, findings: [] };
  const of = (key: 'score' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls') => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    findings: runs.at(-1)!.findings,
  };
}

export async function runLighthouseBench(): Promise<Record<string, number | string>> {
  const dist = process.env.DIST_DIR ?? (await snapshotDist());
  const app = await startServer({ MARKET: '1', DIST_DIR: dist });
  const trivial = await startTrivialServer();
  const chrome = await launchChrome();
  try {
    const targets: Record<string, string> = { trivial: `${trivial.url}/` };
    for (const page of APP_PAGES) targets[page] = app.url + page;
    // the first trace of a fresh Chromium often fails (NO_NAVSTART): a warm-up run, not counted
    await auditPage(chrome, targets.trivial!);
    const runs: Record<string, PageScore[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const [name, url] of Object.entries(targets)) {
        const score = await auditPage(chrome, url);
        if (score.error) console.log(`${name}: run ${run + 1} not measured (${score.error})`);
        runs[name]!.push(score);
      }
    }
    const base = medianOf(runs.trivial!);
    const summary: Record<string, number | string> = {};
    for (const name of Object.keys(targets)) {
      const m = medianOf(runs[name]!);
      const ratio = m.lcpMs / base.lcpMs;
      console.log(
        `${name.padEnd(16)} score ${m.score} (runs ${runs[name]!.map((r) => (r.error ? '–' : r.score)).join('/')})  LCP ${m.lcpMs.toFixed(0)} ms` +
          `  FCP ${m.fcpMs.toFixed(0)} ms  TBT ${m.tbtMs.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  LCP/trivial ${ratio.toFixed(2)}x`,
      );
      for (const finding of m.findings) console.log(`    ${finding}`);
      Object.assign(summary, {
        [`${name} score`]: m.score,
        [`${name} lcpMs`]: Math.round(m.lcpMs),
        [`${name} fcpMs`]: Math.round(m.fcpMs),
        [`${name} tbtMs`]: Math.round(m.tbtMs),
        [`${name} cls`]: Number(m.cls.toFixed(3)),
        [`${name} lcp ratio`]: Number(ratio.toFixed(2)),
      });
    }
    return summary;
  } finally {
    chrome.kill();
    await trivial.stop();
    await app.stop();
    if (!process.env.DIST_DIR) fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
}
