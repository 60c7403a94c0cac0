/**
 * `npm run bench -- cycle`: 10,000 cycle orders across every symbol and period, all expiring within the same second,
 * each way in a fresh world with the same orders and prices:
 * - all due at once (all-due.ts): settled by the service, the due orders in chunks of SETTLE_CHUNK a database
 *   transaction (server/cycle/settle-chunks.ts), beside the same service with one chunk (every due order in one
 *   transaction, as before chunks) and the baseline, a naive loop of one transaction per order (naive-settle.ts);
 *   on SQLite, and on PostgreSQL in a throwaway cluster like the store tests use (skipped, with the reason, without it);
 * - by the service's own expiry timer on a clock running in real time (scheduler-run.ts), as the server runs (SQLite).
 * Measured: from expiry to the first and to the last private push. The push is the `cycleOrder` bus event, which the
 * gateway turns into the user's `cycleOrders` frame synchronously (server/ws/bus-feeds.ts); listening on the bus
 * measures settlement and publication without 10,000 sockets competing for the machine's two cores. Every way must give each order the same
 * result, the ledger must be sound, and verify:cycle must re-derive every result.
 */
import { SETTLE_CHUNK } from '../../server/cycle/settle-chunks';
import { verificationLine } from '../../server/cycle/verify';
import { startPostgres } from '../../tests/server/helpers/postgres';
import { checkWorld, compareAllDue, preparedWorld, resultOf, type AllDue, type Comparison } from './all-due';
import { runScheduler } from './scheduler-run';
import { generateOrders, type BenchOrder } from './world';

const SEED = 20_261_124;
const ORDERS = Number(process.env.CYCLE_BENCH_ORDERS ?? 10_000);

const round = (ms: number) => Math.round(ms);
const ratioOf = (a: number, b: number) => Math.round((a / b) * 10) / 10;

async function onPostgres(orders: readonly BenchOrder[]): Promise<Comparison | { skip: string }> {
  let cluster: Awaited<ReturnType<typeof startPostgres>>;
  try {
    cluster = await startPostgres();
  } catch (err) {
    return { skip: (err as Error).message };
  }
  if ('skip' in cluster) return cluster;
  try {
    return await compareAllDue(orders, SEED + 1, [cluster.url, await cluster.newDatabase(), await cluster.newDatabase()]);
  } finally {
    await cluster.stop();
  }
}

function print(backend: string, { batched, single, naive }: Comparison): void {
  const line = (name: string, r: AllDue) =>
    console.log(
      `${backend}, all due, ${name} first push ${round(r.firstPushMs)} ms  last push ${round(r.lastPushMs)} ms  (CPU ${round(r.cpuMs)} ms)`,
    );
  line(`chunks of ${SETTLE_CHUNK}`.padEnd(18), batched);
  line('one transaction   ', single);
  line('naive one per trx ', naive);
  console.log(
    `${backend}: naive / chunks of ${SETTLE_CHUNK}, expiry to last push: ${ratioOf(naive.lastPushMs, batched.lastPushMs)}x; CPU: ${ratioOf(naive.cpuMs, batched.cpuMs)}x; one transaction / chunks, expiry to first push: ${ratioOf(single.firstPushMs, batched.firstPushMs)}x, to last push: ${ratioOf(single.lastPushMs, batched.lastPushMs)}x`,
  );
}

const numbers = (prefix: string, { batched, single, naive }: Comparison) => ({
  [`${prefix}BatchedFirstPushMs`]: round(batched.firstPushMs),
  [`${prefix}OneTransactionFirstPushMs`]: round(single.firstPushMs),
  [`${prefix}OneTransactionLastPushMs`]: round(single.lastPushMs),
  [`${prefix}BatchedLastPushMs`]: round(batched.lastPushMs),
  [`${prefix}NaiveLastPushMs`]: round(naive.lastPushMs),
  [`${prefix}NaiveOverBatched`]: ratioOf(naive.lastPushMs, batched.lastPushMs),
  [`${prefix}BatchedCpuMs`]: round(batched.cpuMs),
  [`${prefix}NaiveCpuMs`]: round(naive.cpuMs),
});

export async function runCycleBench(): Promise<Record<string, number | string>> {
  const orders = generateOrders(SEED, ORDERS);
  const sqlite = await compareAllDue(orders, SEED + 1);
  const timed = await preparedWorld(orders, SEED + 1);
  const scheduled = await runScheduler(timed, ORDERS, resultOf);
  await checkWorld('scheduler', timed, scheduled.results, sqlite.batched.results);
  const postgres = await onPostgres(orders);

  const outcomes = new Map<string, number>();
  for (const r of sqlite.batched.results.values()) outcomes.set(r.split(' ')[0]!, (outcomes.get(r.split(' ')[0]!) ?? 0) + 1);
  const counts = [...outcomes].map(([o, n]) => `${n} ${o}`).join(', ');
  console.log(`seed ${SEED}; ${ORDERS} orders on every symbol and period expiring within one second (${counts})`);
  console.log(`check: every way gives each order the same result; ${verificationLine(sqlite.verified)}; ledger sound`);
  print('SQLite', sqlite);
  console.log(
    `SQLite, the service's timer, clock running: delay after expiry p50 ${scheduled.p50DelayMs} ms  p99 ${scheduled.p99DelayMs} ms  max ${scheduled.maxDelayMs} ms; last push ${scheduled.lastPushAfterLastExpiryMs} ms after the last expiry`,
  );
  if ('skip' in postgres) console.log(`PostgreSQL skipped: ${postgres.skip}`);
  else print('PostgreSQL', postgres);
  return {
    seed: SEED,
    orders: ORDERS,
    ...numbers('sqlite', sqlite),
    timerP50DelayMs: scheduled.p50DelayMs,
    timerP99DelayMs: scheduled.p99DelayMs,
    timerLastPushAfterLastExpiryMs: scheduled.lastPushAfterLastExpiryMs,
    reDerived: sqlite.verified.checked,
    ...('skip' in postgres ? { postgres: `skipped: ${postgres.skip}` } : numbers('postgres', postgres)),
  };
}
