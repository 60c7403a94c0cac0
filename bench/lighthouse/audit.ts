/**
 * One lighthouse run (the npm package's Node API) on Debian's Chromium: mobile form factor with its
 * default simulated throttling, performance only. Returns the score, the metrics in ms and the
 * opportunities that cost time, so the bench shows what holds a page back.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

export interface PageScore {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** audits that failed, with the time or bytes they say could be saved */
  findings: string[];
  /** why lighthouse could not measure the page (then the metrics are NaN) */
  error?: string;
}

export type Chrome = chromeLauncher.LaunchedChrome;

export function launchChrome(): Promise<Chrome> {
  return chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
}

const WATCHED_AUDITS = [
  'render-blocking-resources',
  'render-blocking-insight',
  'uses-text-compression',
  'unused-javascript',
  'lcp-discovery-insight',
  'prioritize-lcp-image',
  'largest-contentful-paint-element',
  'lcp-phases-insight',
  'network-dependency-tree-insight',
  'critical-request-chains',
  'mainthread-work-breakdown',
  'bootup-time',
  'uses-long-cache-ttl',
  'unsized-images',
];

/** BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's full report there, to read what an audit found. */
function keepReport(url: string, report: string): void {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
  fs.writeFileSync(path.join(dir, `${name}-${Date.now()}.json`), report);
}

export async function auditPage(chrome: Chrome, url: string): Promise<PageScore> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  keepReport(url, result.report as string);
  const { audits, categories } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  const findings = WATCHED_AUDITS.flatMap((id) => {
    const audit = audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) return [];
    return [`${id}: ${audit.displayValue ?? ''} ${audit.score}`.trim()];
  });
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    findings,
    ...(result.lhr.runtimeError ? { error: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` } : {}),
  };
}
