/**
 * The all-due comparison: the same orders and prices in three fresh worlds, the clock jumped to the end of the expiry
 * second (every order due, as when the scheduler fires late or after a restart), settled by the service in chunks of
 * transactions (server/cycle/settle-chunks.ts), by the service with all of them in one transaction (as before chunks),
 * and by the naive loop of one transaction per order. Each push is timed from that moment; every way must give every
 * order the same result with the ledger sound, and verify:cycle must re-derive every result.
 */
import type { CycleOrder } from '@contract/cycle';
import { verifyCycle, type CycleVerification } from '../../server/cycle/verify';
import { settleOneByOne } from './naive-settle';
import { EXPIRY_SECOND, openWorld, type BenchOrder, type CycleWorld } from './world';

export const resultOf = (o: CycleOrder): string => `${o.outcome} ${o.profit} ${o.payout}`;

export interface AllDue {
  firstPushMs: number;
  lastPushMs: number;
  /** this process's CPU time while settling: steadier than wall time on a shared, busy machine */
  cpuMs: number;
  results: Map<string, string>;
}

/** A fresh world with the orders placed and the index moved by `seed`. */
export async function preparedWorld(
  orders: readonly BenchOrder[],
  seed: number,
  databaseUrl?: string,
  settleChunk?: number,
): Promise<CycleWorld> {
  const world = await openWorld(orders, databaseUrl, settleChunk);
  world.moveIndexes(seed);
  return world;
}

async function settleAllDue(world: CycleWorld, how: (w: CycleWorld) => Promise<unknown>): Promise<AllDue> {
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
  return { firstPushMs: first - start, lastPushMs: last - start, cpuMs: (cpu.user + cpu.system) / 1000, results };
}

/** Every order pushed as settled with the reference results, and the ledger sound; closes the world. */
export async function checkWorld(
  name: string,
  world: CycleWorld,
  results: Map<string, string>,
  reference: Map<string, string>,
): Promise<void> {
  try {
    const missing = [...reference.keys()].filter((id) => !results.has(id));
    if (results.size !== reference.size || missing.length > 0)
      throw new Error(`${name}: ${results.size} of ${reference.size} orders pushed as settled`);
    const differ = [...reference].filter(([id, result]) => results.get(id) !== result);
    if (differ.length > 0) throw new Error(`${name}: ${differ.length} orders settled differently, e.g. ${differ[0]![0]}`);
    const problems = await world.ledger.checkInvariant();
    if (problems.length > 0) throw new Error(`${name}: ledger invariant broken: ${problems.join('; ')}`);
  } finally {
    await world.close();
  }
}

export interface Comparison {
  /** the service: chunks of SETTLE_CHUNK orders a transaction */
  batched: AllDue;
  /** the service with every due order in one transaction (a chunk larger than the bench), as it settled before chunks */
  single: AllDue;
  naive: AllDue;
  verified: CycleVerification;
}

/** `databaseUrls`: three empty PostgreSQL databases (one per world), or none for SQLite files. */
export async function compareAllDue(
  orders: readonly BenchOrder[],
  seed: number,
  databaseUrls: [string, string, string] | [] = [],
): Promise<Comparison> {
  const first = await preparedWorld(orders, seed, databaseUrls[0]);
  const batched = await settleAllDue(first, (w) => w.cycle.settleDue());
  const verified = await verifyCycle(first.db);
  if (verified.mismatches.length > 0) throw new Error(`verify:cycle after the bench: ${verified.mismatches.slice(0, 5).join('; ')}`);
  if (batched.results.size !== orders.length) throw new Error(`chunks: ${batched.results.size} of ${orders.length} orders pushed`);
  await checkWorld('chunks', first, batched.results, batched.results);
  const second = await preparedWorld(orders, seed, databaseUrls[1]);
  const naive = await settleAllDue(second, settleOneByOne);
  await checkWorld('naive', second, naive.results, batched.results);
  const third = await preparedWorld(orders, seed, databaseUrls[2], Number.MAX_SAFE_INTEGER);
  const single = await settleAllDue(third, (w) => w.cycle.settleDue());
  await checkWorld('one transaction', third, single.results, batched.results);
  return { batched, single, naive, verified };
}
