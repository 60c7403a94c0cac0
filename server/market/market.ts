/**
 * The market: pre-launch history on the first start, market data (live tickers and candles from
 * the engine's trades) and, when the config says so, the simulator that trades through the real
 * engine. The two never meet: the simulator only sends commands, market data only listens, so
 * tickers and candles work the same with the simulator off, from user trades.
 */
import type { Kysely } from 'kysely';
import type { FuturesOrder, Position } from '@contract/futures';
import type { Order } from '@contract/spot';
import type { Accounts } from '../accounts/accounts';
import type { Bus } from '../bus';
import type { Config } from '../config';
import type { SpotService } from '../engine/spot-service';
import type { PriceService } from '../futures/price/price-service';
import type { Ledger } from '../ledger/ledger';
import { createMarketData, type MarketReads } from '../market-data/market-data';
import type { FollowOrders } from '../simulator/follow-orders';
import type { FollowFutures, PerpTrading } from '../simulator/perp-bot';
import { PERP_SIM_PARAMS } from '../simulator/perp-planning';
import { PerpSimulator } from '../simulator/perp-simulator';
import { DEFAULT_SIM_PARAMS, type SimParams } from '../simulator/sim-params';
import { loadSimStates, saveSimStates } from '../simulator/sim-state-store';
import { Simulator } from '../simulator/simulator';
import { upsertBars } from '../market-data/kline-store';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { ensureHistory } from './history-setup';

export interface Market extends MarketReads {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface MarketOptions {
  sim: SimParams;
  /** how often changed candles and the simulator state are written */
  persistMs: number;
  now: () => number;
}

/** The slice of the AppContext the market is built from. */
export interface MarketDeps {
  config: Pick<Config, 'market' | 'seed'>;
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Pick<Ledger, 'deposit' | 'balance'>;
  accounts: Pick<Accounts, 'ensureSystemUser'>;
  spot: Pick<SpotService, 'place' | 'cancel' | 'openOrders' | 'depth'>;
  /** with both, the perpetuals' bots trade their books too (when config.market) */
  futures?: PerpTrading;
  prices?: Pick<PriceService, 'tick'>;
}

export function createMarket(ctx: MarketDeps, options: Partial<MarketOptions> = {}): Market {
  const opts: MarketOptions = { sim: DEFAULT_SIM_PARAMS, persistMs: 2000, now: Date.now, ...options };
  const data = createMarketData(ctx, opts.now);
  const simulator = ctx.config.market ? new Simulator({ ...ctx, followOrders: followOrdersOn(ctx.bus) }, opts.sim) : null;
  const { futures, prices } = ctx;
  const perpSimulator =
    ctx.config.market && futures && prices
      ? new PerpSimulator({ ...ctx, futures, prices, followFutures: followFuturesOn(ctx.bus) }, PERP_SIM_PARAMS, ctx.config.seed)
      : null;
  let persistTimer: NodeJS.Timeout | null = null;
  let persisting: Promise<void> = Promise.resolve();

  /** Candles and the simulator's state are written in one transaction, so a restart finds them in step. */
  async function persist(): Promise<void> {
    const bars = data.takeDirty();
    const states = [...(simulator?.states() ?? []), ...(perpSimulator?.states() ?? [])];
    if (bars.length === 0 && states.length === 0) return;
    try {
      await ctx.serial.run(async (trx) => {
        await upsertBars(trx, bars);
        await saveSimStates(trx, states, opts.now());
      });
    } catch (err) {
      data.requeue(bars);
      console.error('market: saving candles failed', err);
    }
  }
  const schedulePersist = () => {
    persisting = persisting.then(persist);
  };

  return {
    async start() {
      const now = opts.now();
      await ensureHistory(ctx, { seed: ctx.config.seed, now, bars: opts.sim.historyBars, sim: opts.sim });
      await data.start(now);
      persistTimer = setInterval(schedulePersist, opts.persistMs);
      const saved = await loadSimStates(ctx.db);
      if (simulator) await simulator.start([...saved.values()]);
      await perpSimulator?.start(true, saved);
    },
    async stop() {
      if (persistTimer) clearInterval(persistTimer);
      persistTimer = null;
      data.stop();
      await simulator?.stop();
      await perpSimulator?.stop();
      schedulePersist();
      await persisting;
    },
    tickers: () => data.tickers(),
    ticker: (symbol) => data.ticker(symbol),
    klines: (req) => data.klines(req),
    currentBars: (symbol, interval) => data.currentBars(symbol, interval),
  };
}

/** The bots' own order changes, taken from the engine's order events on the bus. */
export function followOrdersOn(bus: Bus): FollowOrders {
  return (userId, onOrder) => {
    const listener = (owner: number, order: Order) => {
      if (owner === userId) onOrder(order);
    };
    bus.on('order', listener);
    return () => bus.off('order', listener);
  };
}

/** The perpetual bots' own order and position changes, from the futures service's events on the bus. */
export function followFuturesOn(bus: Bus): FollowFutures {
  return (userId, onOrder, onPosition) => {
    const orders = (owner: number, order: FuturesOrder) => owner === userId && onOrder(order);
    const positions = (owner: number, position: Position) => owner === userId && onPosition(position);
    bus.on('futuresOrder', orders);
    bus.on('position', positions);
    return () => {
      bus.off('futuresOrder', orders);
      bus.off('position', positions);
    };
  };
}
