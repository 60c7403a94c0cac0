/**
 * `npm run bench -- engine`: matching-engine commands per second and per-command latency for a
 * seeded mix of limit, market and cancel commands (60/15/25), for (a) the in-memory book against a
 * naive re-sorting baseline on the same commands, and (b) the full SpotService on SQLite.
 */
import { driveBook, EngineBook } from './bench-book';
import type { LatencySummary } from './latency';
import { NaiveBook } from './naive-book';
import { driveService } from './service-bench';
import { generateWorkload } from './workload';

const SEED = 20_240_601;
const BOOK_COMMANDS = 50_000;
const SERVICE_COMMANDS = 5_000;

export async function runEngineBench(): Promise<Record<string, number | string>> {
  const workload = generateWorkload(SEED, BOOK_COMMANDS);
  driveBook(new EngineBook(), workload.slice(0, 5_000)); // warm-up: let the JIT settle
  const book = driveBook(new EngineBook(), workload);
  const naive = driveBook(new NaiveBook(new EngineBook().book.lot), workload);
  if (book.resting !== naive.resting) throw new Error(`the books disagree: ${book.resting} vs ${naive.resting} resting orders`);
  const service = await driveService(generateWorkload(SEED + 1, SERVICE_COMMANDS));

  const line = (name: string, s: LatencySummary) =>
    console.log(
      `${name.padEnd(26)} ${String(s.commands).padStart(7)} cmds ${String(s.perSecond).padStart(9)} cmd/s  p50 ${s.p50Us} µs  p99 ${s.p99Us} µs`,
    );
  console.log(`seed ${SEED}; mix limit/market/cancel 60/15/25; BTCUSDT; ${book.resting} orders resting at the end`);
  line('book (sorted levels)', book);
  line('baseline (re-sort array)', naive);
  const ratio = Math.round((book.perSecond / naive.perSecond) * 10) / 10;
  console.log(`book / baseline throughput: ${ratio}x`);
  line('SpotService + SQLite', service);
  console.log(`  (${service.rejected} commands rejected by business rules, e.g. no liquidity)`);

  return {
    seed: SEED,
    bookCmdPerSec: book.perSecond,
    bookP50Us: book.p50Us,
    bookP99Us: book.p99Us,
    baselineCmdPerSec: naive.perSecond,
    baselineP50Us: naive.p50Us,
    baselineP99Us: naive.p99Us,
    bookOverBaseline: ratio,
    restingAtEnd: book.resting,
    serviceCmdPerSec: service.perSecond,
    serviceP50Us: service.p50Us,
    serviceP99Us: service.p99Us,
    serviceRejected: service.rejected,
  };
}
