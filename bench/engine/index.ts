/**
 * `npm run bench -- engine`: matching-engine commands per second and per-command latency for a
 * seeded mix of limit, market and cancel commands (60/15/25), for (a) the in-memory book against a
 * naive re-sorting baseline on the same commands, and (b) the full, durable SpotService on SQLite
 * and PostgreSQL, beside the in-memory book and the target of 20,000 durable commands/s.
 */
import { driveBook, EngineBook } from './bench-book';
import type { LatencySummary } from './latency';
import { NaiveBook } from './naive-book';
import { CLIENTS, runDurable } from './durable';
import type { ServiceSummary } from './service-bench';
import { generateWorkload } from './workload';

const SEED = 20_240_601;
const BOOK_COMMANDS = 50_000;
/** durable commands per second the SpotService should reach on SQLite */
const DURABLE_TARGET = 20_000;

export async function runEngineBench(): Promise<Record<string, number | string>> {
  const workload = generateWorkload(SEED, BOOK_COMMANDS);
  driveBook(new EngineBook(), workload.slice(0, 5_000)); // warm-up: let the JIT settle
  const book = driveBook(new EngineBook(), workload);
  const naive = driveBook(new NaiveBook(new EngineBook().book.lot), workload);
  if (book.resting !== naive.resting) throw new Error(`the books disagree: ${book.resting} vs ${naive.resting} resting orders`);
  const durable = await runDurable(SEED + 1);
  const { sqlite: service } = durable;

  const line = (name: string, s: LatencySummary) =>
    console.log(
      `${name.padEnd(26)} ${String(s.commands).padStart(7)} cmds ${String(s.perSecond).padStart(9)} cmd/s  p50 ${s.p50Us} µs  p99 ${s.p99Us} µs`,
    );
  console.log(`seed ${SEED}; mix limit/market/cancel 60/15/25; BTCUSDT; ${book.resting} orders resting at the end`);
  line('book (sorted levels)', book);
  line('baseline (re-sort array)', naive);
  const ratio = Math.round((book.perSecond / naive.perSecond) * 10) / 10;
  console.log(`book / baseline throughput: ${ratio}x`);
  const serviceLine = (name: string, s: ServiceSummary) => {
    line(name, s);
    console.log(`${''.padEnd(26)} ${String(s.perCpuSecond).padStart(17)} cmd per CPU-second of this process`);
  };
  serviceLine('SpotService + SQLite, 1', durable.sqliteOneClient);
  serviceLine(`SpotService + SQLite, ${CLIENTS}`, service);
  console.log(`  (${service.rejected} commands rejected by business rules, e.g. no liquidity, or an order filled before its cancel ran)`);
  const pg = 'skip' in durable.postgres ? null : durable.postgres;
  // no per-CPU line for PostgreSQL: most of its work runs in the server's processes, not this one
  if (pg) line(`SpotService + PostgreSQL, ${CLIENTS}`, pg);
  else console.log(`SpotService + PostgreSQL: skipped (${(durable.postgres as { skip: string }).skip})`);
  const r = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  console.log(
    `durable SQLite / target ${DURABLE_TARGET}: ${r(service.perSecond, DURABLE_TARGET)}x; ` +
      `${CLIENTS} clients / 1 client: ${r(service.perSecond, durable.sqliteOneClient.perSecond)}x; ` +
      `in-memory book / durable SQLite: ${r(book.perSecond, service.perSecond)}x` +
      (pg
        ? `; durable PostgreSQL / target: ${r(pg.perSecond, DURABLE_TARGET)}x; in-memory book / PostgreSQL: ${r(book.perSecond, pg.perSecond)}x`
        : ''),
  );

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
    serviceClients: CLIENTS,
    serviceOverTarget: r(service.perSecond, DURABLE_TARGET),
    serviceCmdPerCpuSec: service.perCpuSecond,
    serviceOneClientCmdPerSec: durable.sqliteOneClient.perSecond,
    postgresCmdPerSec: pg?.perSecond ?? 'skipped',
    postgresP50Us: pg?.p50Us ?? 'skipped',
    postgresP99Us: pg?.p99Us ?? 'skipped',
  };
}
