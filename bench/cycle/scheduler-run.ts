/**
 * The service as the server runs it: a new service started (recorder every second, expiry timer) on a clock running in
 * real time from just before the expiry second, so the timer fires at the expiries and settles what is due each time.
 * Measured on the clock: each push's delay after its order's expiry, and the last push after the last expiry.
 */
import type { CycleOrder } from '@contract/cycle';
import { EXPIRY_SECOND, type CycleWorld } from './world';

/** the clock starts running this long before the first expiry: time for the service to start */
const LEAD_MS = 1000;
const GIVE_UP_MS = 120_000;

export interface SchedulerRun {
  settled: number;
  results: Map<string, string>;
  p50DelayMs: number;
  p99DelayMs: number;
  maxDelayMs: number;
  lastPushAfterLastExpiryMs: number;
}

export async function runScheduler(world: CycleWorld, count: number, resultOf: (o: CycleOrder) => string): Promise<SchedulerRun> {
  world.clock.advance(EXPIRY_SECOND - LEAD_MS - world.clock.now());
  const delays: number[] = [];
  const results = new Map<string, string>();
  let lastPush = 0;
  let lastExpiry = 0;
  let listener: (userId: number, order: CycleOrder) => void = () => undefined;
  const allPushed = new Promise<void>((resolve, reject) => {
    const giveUp = setTimeout(() => reject(new Error(`scheduler: ${delays.length} of ${count} pushed in ${GIVE_UP_MS} ms`)), GIVE_UP_MS);
    listener = (_userId, order) => {
      if (order.status !== 'settled') return;
      lastPush = world.clock.now();
      lastExpiry = Math.max(lastExpiry, order.expiryTime);
      delays.push(lastPush - order.expiryTime);
      results.set(order.clientId, resultOf(order));
      if (delays.length === count) {
        clearTimeout(giveUp);
        resolve();
      }
    };
  });
  world.bus.on('cycleOrder', listener);
  const cycle = await world.rebuild();
  world.clock.run();
  await cycle.start();
  await allPushed;
  world.bus.off('cycleOrder', listener);
  const sorted = delays.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    settled: results.size,
    results,
    p50DelayMs: at(0.5),
    p99DelayMs: at(0.99),
    maxDelayMs: sorted.at(-1)!,
    lastPushAfterLastExpiryMs: lastPush - lastExpiry,
  };
}
