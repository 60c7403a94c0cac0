/**
 * `npm run bench -- cycle`: 10,000 cycle orders across every symbol and period, all expiring within the same second,
 * settled by the service (every due order in one database transaction, server/cycle/settle-due.ts) and, beside it in
 * the same run, by a naive loop of one transaction per order (naive-settle.ts). Measured: from the moment the clock
 * reaches the end of that second (every order due, as when the scheduler fires late or after a restart) to the last
 * private push. The push is the `cycleOrder` bus event, which the gateway turns into each user's `cycleOrders` frame
 * synchronously (server/ws/bus-feeds.ts); listening on the bus measures settlement and publication without 10,000
 * sockets competing for the machine's two cores. Both runs must give every order the same result, the ledger must be
 * sound, and verify:cycle must re-derive every result.
 */
import type { CycleOrder } from '@contract/cycle';
import { verificationLine, verifyCycle } from '../../server/cycle/verify';
import { settleOneByOne } from './naive-settle';
import { EXPIRY_SECOND, generateOrders, openWorld, type BenchOrder, type CycleWorld } from './world';

const SEED = 20_261_124;
const ORDERS = Number(process.env.CYCLE_BENCH_ORDERS ?? 10_000);

interface Run {
  settled: number;
  firstPushMs: number;
  lastPushMs: number;
  results: Map<string, string>;
}

/** Places the orders in a fresh world, moves the index, jumps to the end of the expiry second and settles with `how`. */
async function settleWith(orders: readonly BenchOrder[], how: (w: CycleWorld) => Promise<unknown>): Promise<Run & { world: CycleWorld }> {
  const world = await openWorld(orders);
  world.moveIndexes(SEED + 1);
  world.clock.advance(EXPIRY_SECOND + 1000 - world.clock.now());
  const results = new Map<string, string>();
  let first = 0;
  let last = 0;
  const listener = (_userId: number, order: CycleOrder) => {
    if (order.status !== 'settled') return;
    last = performance.now();
    first ||= last;
    results.set(order.clientId, `${order.outcome} ${order.profit} ${order.payout} #${order.exit!.seq}`);
  };
  world.bus.on('cycleOrder', listener);
  const start = performance.now();
  await how(world);
  world.bus.off('cycleOrder', listener);
  return { world, settled: results.size, firstPushMs: first - start, lastPushMs: last - start, results };
}

async function checked(run: Run & { world: CycleWorld }, name: string): Promise<void> {
  try {
    if (run.settled !== ORDERS) throw new Error(`${name}: ${run.settled} of ${ORDERS} orders pushed as settled`);
    const problems = await run.world.ledger.checkInvariant();
    if (problems.length > 0) throw new Error(`${name}: ledger invariant broken: ${problems.join('; ')}`);
  } finally {
    await run.world.close();
  }
}

export async function runCycleBench(): Promise<Record<string, number | string>> {
  const orders = generateOrders(SEED, ORDERS);
  const batched = await settleWith(orders, (w) => w.cycle.settleDue());
  const verified = await verifyCycle(batched.world.db);
  if (verified.mismatches.length > 0) throw new Error(`verify:cycle after the bench: ${verified.mismatches.slice(0, 5).join('; ')}`);
  await checked(batched, 'one transaction');
  const naive = await settleWith(orders, settleOneByOne);
  await checked(naive, 'naive');
  const differ = [...batched.results].filter(([id, result]) => naive.results.get(id) !== result);
  if (differ.length > 0) throw new Error(`${differ.length} orders settled differently, e.g. ${differ[0]![0]}`);

  const outcomes = new Map<string, number>();
  for (const r of batched.results.values()) outcomes.set(r.split(' ')[0]!, (outcomes.get(r.split(' ')[0]!) ?? 0) + 1);
  const round = (ms: number) => Math.round(ms);
  const ratio = Math.round((naive.lastPushMs / batched.lastPushMs) * 10) / 10;
  console.log(
    `seed ${SEED}; ${ORDERS} orders on every symbol and period expiring within one second (${[...outcomes].map(([o, n]) => `${n} ${o}`).join(', ')}); SQLite`,
  );
  console.log(`check: both ways give every order the same result; ${verificationLine(verified)}; ledger sound`);
  console.log(`one transaction, all due   first push ${round(batched.firstPushMs)} ms  last push ${round(batched.lastPushMs)} ms`);
  console.log(`naive, one per transaction first push ${round(naive.firstPushMs)} ms  last push ${round(naive.lastPushMs)} ms`);
  console.log(`naive / one transaction, expiry to last push: ${ratio}x`);
  return {
    seed: SEED,
    orders: ORDERS,
    batchedFirstPushMs: round(batched.firstPushMs),
    batchedLastPushMs: round(batched.lastPushMs),
    naiveFirstPushMs: round(naive.firstPushMs),
    naiveLastPushMs: round(naive.lastPushMs),
    naiveOverBatched: ratio,
    reDerived: verified.checked,
  };
}
