/**
 * Starts the exchange: config -> database (created and migrated on first run) -> ledger, accounts,
 * spot engine (rebuilt from the database), market simulator -> HTTP + WebSocket + the built client.
 * Stops cleanly on SIGINT/SIGTERM.
 */
import { Accounts } from './accounts/accounts';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from './accounts/demo-account';
import { Bus } from './bus';
import { serverClock } from './clock';
import { chainSeedOf } from './chain/addresses';
import { IdentityReviewJob } from './identity';
import { loadConfig } from './config';
import { demoWarning } from './demo-mode';
import { buildProductServices, type AppContext } from './context';
import { SpotService } from './engine/spot-service';
import { indexSource } from './futures/price/price-script';
import { PriceService } from './futures/price/price-service';
import { startRiskLoop } from './futures/risk';
import { FuturesService } from './futures/trading/futures-service';
import { buildApp } from './http/app';
import { Ledger } from './ledger/ledger';
import { createMarket } from './market/market';
import { openStore } from './store/open';
import { Serial } from './store/serial';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openStore(config);
  const serial = new Serial(db);
  const bus = new Bus();
  const clock = serverClock(config.clockOffsetMs);
  const ledger = new Ledger({ db, serial, bus, now: () => clock.now() });
  const accounts = new Accounts({ db, serial, config, clock });
  const spot = new SpotService({ db, serial, bus, ledger });
  await spot.rebuild();
  // one index per spot pair (its last trade, or PRICE_SCRIPT's path): the perpetuals' and the cycle contracts'
  const indexOf = indexSource(config, clock, (pair) => spot.lastPrice(pair));
  // the mark reads the perpetuals' books and the trading service reads the mark: each asks the other only later
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
  await futures.seedInsurance();
  // refuses to start without CHAIN_SEED while DEMO is off (the demo seed is published)
  const products = buildProductServices({ db, serial, bus, ledger, clock, accounts, spot, indexOf, chainSeed: chainSeedOf(config) });
  const { cycle, chain, lock, fiat } = products;
  const demo = config.demo ? await ensureDemoAccount({ db, serial, ledger }) : null;
  const base = { config, clock, db, serial, bus, ledger, accounts, spot, futures, prices, ...products };
  const ctx: AppContext = { ...base, market: createMarket(base) };
  // the market runs its simulator and bots only when config.market; started either way, it keeps
  // tickers and candles live from the users' own trades
  await ctx.market.start();
  await prices.start();
  // liquidations, TP/SL and funding follow the mark ticks; missed funding times are charged first
  const risk = await startRiskLoop({ trading: futures, prices, bus, clock });
  // the index tick log every second; orders that expired while the server was down are settled first
  await cycle.start();
  // a block of each network every block time; the chain and its confirmations carry on from the stored tip
  await chain.start();
  // identity review decisions (operator command, demo auto-review) every second; those taken while down first
  const identityReview = new IdentityReviewJob({ db, serial, bus, clock, accounts }, config.kycAutoReviewMs);
  await identityReview.start();
  // the daily lock dividends at 00:00 UTC; what fell due while the server was down is paid first, once
  await lock.start();
  // the simulated bank: due steps of fiat withdrawals (those due while the server was down first, each once)
  await fiat.start();

  // LOG_LEVEL=info also logs every request; errors (and 500s) are always logged
  const app = await buildApp(ctx, { logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  await app.listen({ port: config.port, host: config.host });

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`Exchange server listening on http://${shownHost}:${port}`);
  console.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}; market simulator ${config.market ? 'on' : 'off'}`,
  );
  if (demo) console.log(`Demo account${demo.created ? ' (created)' : ''}: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  console.log(`Demo features (outbox, demo funds): ${config.demo ? 'on' : 'off'}`);
  if (config.priceScript)
    console.warn(`PRICE_SCRIPT (test-only): the perpetuals' and cycle contracts' index follows ${config.priceScript}`);
  if (config.clockOffsetMs) console.warn(`CLOCK_OFFSET_MS (test-only): the server's clock runs ${config.clockOffsetMs} ms ahead`);
  const warning = demoWarning(config);
  if (warning) console.warn(warning);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: shutting down`);
    try {
      await ctx.market.stop();
      await prices.stop();
      await risk.stop();
      await cycle.stop();
      await lock.stop();
      await chain.stop();
      await identityReview.stop();
      fiat.stop();
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('the server could not start:', err);
  process.exit(1);
});
