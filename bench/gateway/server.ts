/**
 * The server side of the gateway bench: the real context (SQLite in a temp dir, engine, ledger,
 * accounts), the market simulator driving the engine, and the gateway on a loopback port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { Accounts } from '../../server/accounts/accounts';
import { Bus } from '../../server/bus';
import { systemClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { SpotService } from '../../server/engine/spot-service';
import { Ledger } from '../../server/ledger/ledger';
import { initialSimState } from '../../server/simulator/sim-state';
import { createMarket, followOrdersOn } from '../../server/market/market';
import { DEFAULT_SIM_PARAMS } from '../../server/simulator/sim-params';
import { Simulator } from '../../server/simulator/simulator';
import { findSymbol } from '../../server/catalogue/symbols';
import { openStore } from '../../server/store/open';
import { Serial } from '../../server/store/serial';
import type { GatewayDeps } from '../../server/ws/deps';
import { registerGateway } from '../../server/ws/gateway';
import { startNaiveServer } from './baseline';

const notInBench = (): never => {
  throw new Error('the gateway bench subscribes spot channels only');
};
/** The bench's clients take depth and trades of spot pairs: no perpetual's book, position, mark, cycle tick, deposit or withdrawal is asked for. */
const NO_PERPETUALS: Pick<GatewayDeps, 'futures' | 'prices' | 'cycle' | 'chain' | 'wallet' | 'fiat' | 'lock' | 'tickets' | 'team'> = {
  futures: { depth: notInBench, recentTrades: notInBench, positions: notInBench, openOrders: notInBench },
  prices: { tick: notInBench, ticks: notInBench },
  cycle: { recentTicks: notInBench, allOpenOrders: notInBench },
  chain: { recentDeposits: notInBench },
  wallet: { recentWithdrawals: notInBench },
  tickets: { unreadTickets: notInBench },
  lock: { recentOrders: notInBench },
  fiat: { recentWithdrawals: notInBench },
  team: { counts: notInBench },
};

export interface BenchServer {
  url: string;
  bus: Bus;
  /** every depth event: when (ms) and how long the gateway spent on it (mirror, checksum, fan-out to every subscriber, µs) */
  depthEvents: { at: number; fanOutUs: number }[];
  stop(): Promise<void>;
}

/**
 * The simulator trades only the bench's symbols, so every engine command it is allowed reaches the
 * clients; tickers and candles run as in production.
 */
export async function startBenchServer(
  symbols: readonly string[],
  sim: { tickMs: number; commandsPerSecond: number },
  seed: number,
  /** the project's gateway, or the naive broadcast server it is compared with */
  kind: 'ours' | 'naive' = 'ours',
): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, MARKET: '0', SEED: String(seed) });
  const db = await openStore(config);
  const serial = new Serial(db);
  const bus = new Bus();
  const ledger = new Ledger({ db, serial, bus });
  const accounts = new Accounts({ db, serial, config, clock: systemClock, log: () => undefined });
  const spot = new SpotService({ db, serial, bus, ledger });
  await spot.rebuild();
  const base = { config, clock: systemClock, db, serial, bus, ledger, accounts, spot };
  const params = { ...DEFAULT_SIM_PARAMS, ...sim, historyBars: 0 };
  const market = createMarket(base, { sim: params });
  const simulator = new Simulator({ ...base, followOrders: followOrdersOn(bus) }, params);
  const app = Fastify();
  // bus listeners run in registration order: these two bracket the gateway's depth listener
  const depthEvents: { at: number; fanOutUs: number }[] = [];
  let started = 0;
  bus.on('depth', () => {
    started = performance.now();
  });
  if (kind === 'ours') registerGateway(app, { ...base, market, ...NO_PERPETUALS });
  const naive = kind === 'naive' ? await startNaiveServer(bus, spot) : null;
  bus.on('depth', () => {
    depthEvents.push({ at: Date.now(), fanOutUs: Math.round((performance.now() - started) * 1000) });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await market.start();
  await simulator.start(symbols.map((s) => initialSimState(findSymbol(s)!, seed)));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: naive?.url ?? `ws://127.0.0.1:${port}/ws`,
    bus,
    depthEvents,
    async stop() {
      await simulator.stop();
      await naive?.stop();
      await market.stop();
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
