/**
 * `npm run bench -- cycle`: 10,000 cycle orders across every symbol and period, all expiring within the same second,
 * settled three ways in one run, each in a fresh world with the same orders and prices:
 * - all due at once (the clock jumps to the end of that second, as when the scheduler fires late or after a restart),
 *   by the service: every due order in one database transaction (server/cycle/settle-due.ts);
 * - the same, by a naive loop of one transaction per order (naive-settle.ts): the baseline;
 * - by the service's own expiry timer on a clock running in real time (scheduler-run.ts), as the server runs.
 * Measured: from expiry to the last private push. The push is the `cycleOrder` bus event, which the gateway turns into
 * the user's `cycleOrders` frame synchronously (server/ws/bus-feeds.ts); listening on the bus measures settlement and
 * publication without 10,000 sockets competing for the machine's two cores. Every way must give each order the same
 * result, the ledger must be sound, and verify:cycle must re-derive every result.
 */
import type { CycleOrder } from '@contract/cycle';
import { verificationLine, verifyCycle } from '../../server/cycle/verify';
import { settleOneByOne } from './naive-settle';
import { runScheduler } from './scheduler-run';
import { EXPIRY_SECOND, generateOrders, openWorld, type BenchOrder, type CycleWorld } from './world';

const SEED = 20_261_124;
const ORDERS = Number(process.env.CYCLE_BENCH_ORDERS ?? 10_000);

const resultOf = (o: CycleOrder): string => `${o.outcome} ${o.profit} ${o.payout}`;

interface AllDue {
  world: CycleWorld;
  settled: number;
  firstPushMs: number;
  lastPushMs: number;
  /** this process's CPU time while settling: steadier than wall time on a shared, busy machine */
  cpuMs: number;
  results: Map<string, string>;
}

/** Places the orders in a fresh world, moves the index, jumps to the end of the expiry second and settles with `how`. */
async function allDue(orders: readonly BenchOrder[], how: (w: CycleWorld) => Promise<unknown>): Promise<AllDue> {
  const world = await prepared(orders);
  world.clock.advance(EXPIRY_SECOND + 1000 - world.clock.now());
  const results = new Map<string, string>();
  let first = 0;
  let last = 0;
  const listener = (_userId: number, order: CycleOrder) => {
    if (order.status !== 'settled') return;
    last = performance.now();
    first ||= last;
    results.set(order.clientId, resultOf(order));
  };
  world.bus.on('cycleOrder', listener);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  await how(world);
  const cpu = process.cpuUsage(cpuStart);
  world.bus.off('cycleOrder', listener);
  return {
    world,
    settled: results.size,
    firstPushMs: first - start,
    lastPushMs: last - start,
    cpuMs: (cpu.user + cpu.system) / 1000,
    results,
  };
}

async function prepared(orders: readonly BenchOrder[]): Promise<CycleWorld> {
  const world = await openWorld(orders);
  world.moveIndexes(SEED + 1);
  return world;
}

/** Every order pushed as settled with the reference results, and the ledger sound; closes the world. */
async function check(name: string, world: CycleWorld, results: Map<string, string>, reference: Map<string, string>): Promise<void> {
  try {
    if (results.size !== ORDERS) throw new Error(`${name}: ${results.size} of ${ORDERS} orders pushed as settled`);
    const differ = [...reference].filter(([id, result]) => results.get(id) !== result);
    if (differ.length > 0) throw new Error(`${name}: ${differ.length} orders settled differently, e.g. ${differ[0]![0]}`);
    const problems = await world.ledger.checkInvariant();
    if (problems.length > 0) throw new Error(`${name}: ledger invariant broken: ${problems.join('; ')}`);
  } finally {
    await world.close();
  }
}

export async function runCycleBench(): Promise<Record<string, number | string>> {
  const orders = generateOrders(SEED, ORDERS);
  const batched = await allDue(orders, (w) => w.cycle.settleDue());
  const verified = await verifyCycle(batched.world.db);
  if (verified.mismatches.length > 0) throw new Error(`verify:cycle after the bench: ${verified.mismatches.slice(0, 5).join('; ')}`);
  await check('one transaction', batched.world, batched.results, batched.results);
  const naive = await allDue(orders, settleOneByOne);
  await check('naive', naive.world, naive.results, batched.results);
  const timed = await prepared(orders);
  const scheduled = await runScheduler(timed, ORDERS, resultOf);
  await check('scheduler', timed, scheduled.results, batched.results);

  const outcomes = new Map<string, number>();
  for (const r of batched.results.values()) outcomes.set(r.split(' ')[0]!, (outcomes.get(r.split(' ')[0]!) ?? 0) + 1);
  const round = (ms: number) => Math.round(ms);
  const ratio = Math.round((naive.lastPushMs / batched.lastPushMs) * 10) / 10;
  const cpuRatio = Math.round((naive.cpuMs / batched.cpuMs) * 10) / 10;
  const counts = [...outcomes].map(([o, n]) => `${n} ${o}`).join(', ');
  console.log(`seed ${SEED}; ${ORDERS} orders on every symbol and period expiring within one second (${counts}); SQLite`);
  console.log(`check: every way gives each order the same result; ${verificationLine(verified)}; ledger sound`);
  const line = (name: string, r: AllDue) =>
    console.log(`${name} first push ${round(r.firstPushMs)} ms  last push ${round(r.lastPushMs)} ms  (CPU ${round(r.cpuMs)} ms)`);
  line('all due, one transaction    ', batched);
  line('all due, naive one per trx  ', naive);
  console.log(`naive / one transaction, expiry to last push: ${ratio}x; CPU: ${cpuRatio}x`);
  console.log(
    `the service's timer, clock running: delay after expiry p50 ${scheduled.p50DelayMs} ms  p99 ${scheduled.p99DelayMs} ms  max ${scheduled.maxDelayMs} ms; last push ${scheduled.lastPushAfterLastExpiryMs} ms after the last expiry`,
  );
  return {
    seed: SEED,
    orders: ORDERS,
    batchedFirstPushMs: round(batched.firstPushMs),
    batchedLastPushMs: round(batched.lastPushMs),
    naiveFirstPushMs: round(naive.firstPushMs),
    naiveLastPushMs: round(naive.lastPushMs),
    naiveOverBatched: ratio,
    batchedCpuMs: round(batched.cpuMs),
    naiveCpuMs: round(naive.cpuMs),
    naiveOverBatchedCpu: cpuRatio,
    timerP50DelayMs: scheduled.p50DelayMs,
    timerP99DelayMs: scheduled.p99DelayMs,
    timerLastPushAfterLastExpiryMs: scheduled.lastPushAfterLastExpiryMs,
    reDerived: verified.checked,
  };
}
