/**
 * A complete AppContext for tests, on a fresh temp SQLite database (or the PostgreSQL database
 * given), built exactly as main.ts builds it. The market is created but not started unless asked
 * (no simulator, no timers). The server runs on `clock` (ctx.clock), which tests move forward.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Accounts } from '../../../server/accounts/accounts';
import { ensureDemoAccount } from '../../../server/accounts/demo-account';
import { Bus } from '../../../server/bus';
import type { Clock } from '../../../server/clock';
import { loadConfig, type Config } from '../../../server/config';
import { buildProductServices, type AppContext } from '../../../server/context';
import { chainSeedOf } from '../../../server/chain/addresses';
import { SpotService } from '../../../server/engine/spot-service';
import { indexSource } from '../../../server/futures/price/price-script';
import { PriceService } from '../../../server/futures/price/price-service';
import { FuturesService } from '../../../server/futures/trading/futures-service';
import { Ledger } from '../../../server/ledger/ledger';
import { createMarket } from '../../../server/market/market';
import { openStore } from '../../../server/store/open';
import { Serial } from '../../../server/store/serial';

export interface TestContextOptions {
  /** postgres://… to run on PostgreSQL; default a new SQLite file in a temp dir */
  databaseUrl?: string;
  /** start the market with its simulator and bots (default false) */
  market?: boolean;
  /** create the demo account, as main.ts does (default false) */
  demoAccount?: boolean;
  /** any other setting; dataDir defaults to the temp dir */
  config?: Partial<Config>;
  /** the server clock; default the system time plus what tests advance. A ManualClock stands still. */
  clock?: TestClock;
}

export interface TestClock extends Clock {
  /** moves the server clock forward (code expiry, rate limits, demo funding) */
  advance(ms: number): void;
}

export interface TestContext extends AppContext {
  clock: TestClock;
  dataDir: string;
  /** runs `fn` at close(), before the database is closed (last registered, first run) */
  onClose(fn: () => Promise<void>): void;
  close(): Promise<void>;
}

export async function createTestContext(opts: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-test-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    market: opts.market ?? false,
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
    ...opts.config,
  };
  let offset = 0;
  const clock: TestClock = opts.clock ?? { now: () => Date.now() + offset, advance: (ms) => void (offset += ms) };

  // no checkpoint thread per test database (StoreOptions); tests/server/store/wal-checkpointer.test.ts covers it
  const db = await openStore(config, { checkpointWorker: false });
  const serial = new Serial(db);
  const bus = new Bus();
  const ledger = new Ledger({ db, serial, bus, now: () => clock.now() });
  const accounts = new Accounts({ db, serial, config, clock, log: () => undefined });
  const spot = new SpotService({ db, serial, bus, ledger });
  await spot.rebuild();
  const indexOf = indexSource(config, clock, (pair) => spot.lastPrice(pair));
  const prices = new PriceService({
    db,
    serial,
    bus,
    clock,
    indexOf,
    bookTop: (perp) => futures.bookTop(perp),
  });
  const futures = new FuturesService({ db, serial, bus, ledger, clock, marks: prices });
  await futures.rebuild();
  // one tick of every perpetual now; tests record the next ones with prices.record()
  await prices.start(0);
  // built, not started: cycle contracts (as the insurance fund, the pool's seed would be one more ledger entry in every
  // test; a cycle test calls `cycle.start(0)`, then records ticks with cycle.record() and settles with settleDue()); the
  // chain's miners (a test mines with chain.mineBlock or mineDue; tests are the test mode, so the published demo seed
  // even with the demo features off); convert's desk is seeded by the first conversion; lock-mining (a lock test calls
  // `lock.start(false)`, then lock.payDue() after moving the clock); the fiat bank's timer (fiat.runBank()); identity's
  // review job (a test builds one, server/identity/review-job.ts, and calls runDue())
  const products = buildProductServices({
    db,
    serial,
    bus,
    ledger,
    clock,
    accounts,
    spot,
    indexOf,
    chainSeed: chainSeedOf({ ...config, demo: true }),
    log: () => undefined,
  });
  if (opts.demoAccount) await ensureDemoAccount({ db, serial, ledger });
  const base = { config, clock, db, serial, bus, ledger, accounts, spot, futures, prices, ...products };
  const market = createMarket(base);
  if (config.market) await market.start();

  const cleanups: (() => Promise<void>)[] = [];
  return {
    ...base,
    market,
    clock,
    dataDir,
    onClose: (fn) => void cleanups.unshift(fn),
    async close() {
      for (const fn of cleanups.splice(0)) await fn();
      if (config.market) await market.stop();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
