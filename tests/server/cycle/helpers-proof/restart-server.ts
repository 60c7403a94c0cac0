/**
 * A real server process for the cycle restart test: no simulated market, the cycle index following a PRICE_SCRIPT
 * that the test writes per start (so the price at the restart differs from the price before it), and the server's
 * clock running ahead (CLOCK_OFFSET_MS), so that expiries pass while the server is down without the test sleeping.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../engine/server-process';

export interface RestartStart {
  /** the index of each named spot pair for this whole run, e.g. { BTCUSDT: '64000.00' } */
  prices: Record<string, string>;
  /** how far ahead of the wall clock the server's clock runs (ms) */
  shiftMs: number;
}

export async function startCycleServer(dataDir: string, run: RestartStart, name: string): Promise<ServerProcess> {
  const script = path.join(dataDir, `${name}-prices.json`);
  fs.writeFileSync(script, JSON.stringify(Object.fromEntries(Object.entries(run.prices).map(([pair, price]) => [pair, [[0, price]]]))));
  return startServerProcess(dataDir, { MARKET: '0', PRICE_SCRIPT: script, CLOCK_OFFSET_MS: String(run.shiftMs) });
}
