/**
 * The perpetuals' bots: like the spot simulator, one loop that visits one perpetual per tick within a command budget
 * of its own, so every perpetual tick, depth level and trade comes out of matching. The fair price is the perpetual's
 * index (its latest mark tick). One-way mode allows one position per bot and perpetual, so the maker is two accounts:
 * one opens longs with its bids, one opens shorts with its asks, and each level is first offered as a close of what
 * the other side already holds, which keeps both positions small. The taker closes before it opens.
 * Decisions use only seeded random streams (SEED, per perpetual) and the books: the same seed and books give the same orders.
 */
import type { PerpetualInfo } from '@contract/futures';
import type { Accounts } from '../accounts/accounts';
import { PERPETUALS } from '../catalogue/perpetuals';
import type { PriceService } from '../futures/price/price-service';
import type { Ledger } from '../ledger/ledger';
import { fromUnits, ONE, toUnits } from '../money';
import type { Serial } from '../store/serial';
import type { BookUnits, BotCommand } from './bot-commands';
import { topUpContract } from './bot-funding';
import { planMaker } from './maker-planner';
import { PerpBot, type FollowFutures, type PerpTrading } from './perp-bot';
import { lotDef, lotParams } from './perp-planning';
import { deriveSeed, Rng } from './prng';
import { commandsPerVisit, type SimParams } from './sim-params';
import { perpSimState, type SimState } from './sim-state';
import { planTaker } from './taker-planner';
import { VisitLoop } from './visit-loop';

export interface PerpSimulatorDeps {
  futures: PerpTrading;
  prices: Pick<PriceService, 'tick'>;
  followFutures: FollowFutures;
  ledger: Pick<Ledger, 'deposit' | 'balance'>;
  serial: Serial;
  accounts: Pick<Accounts, 'ensureSystemUser'>;
}

const BOOK_DEPTH = 60;
const FUNDING_EVERY = 600;
/** USDT each bot keeps in its contract account (topped up below half) */
const MAKER_MARGIN = toUnits('20000000');
const TAKER_MARGIN = toUnits('5000000');

interface PerpSim {
  perp: PerpetualInfo;
  rng: Rng;
}

export class PerpSimulator {
  private sims: PerpSim[] = [];
  private readonly loop = new VisitLoop();
  private longs: PerpBot | null = null;
  private shorts: PerpBot | null = null;
  private taker: PerpBot | null = null;

  constructor(
    private readonly deps: PerpSimulatorDeps,
    private readonly params: SimParams,
    private readonly seed: number,
  ) {}

  /**
   * Sets the bots up, each perpetual's random stream where `saved` (sim_state) left it, else seeded from SEED, so a
   * restart continues the same stream; `run` false leaves the visits to the caller (tests).
   */
  async start(run = true, saved: ReadonlyMap<string, Pick<SimState, 'botRng'>> = new Map()): Promise<void> {
    this.sims = PERPETUALS.map((perp) => ({
      perp,
      rng: new Rng(saved.get(perp.symbol)?.botRng ?? deriveSeed(this.seed, perp.symbol, 'bots')),
    }));
    const runId = Date.now().toString(36);
    const bot = async (name: string, prefix: string) => {
      const userId = await this.deps.accounts.ensureSystemUser(name);
      const b = new PerpBot(this.deps.futures, this.deps.followFutures, userId, `${prefix}-${runId}`);
      await b.attach();
      return b;
    };
    this.longs = await bot('perp-maker-long', 'pml');
    this.shorts = await bot('perp-maker-short', 'pms');
    this.taker = await bot('perp-taker', 'ptk');
    await this.fund();
    if (!run) return;
    const symbolOf = (n: number) => this.sims[n % this.sims.length]!.perp.symbol;
    this.loop.start(this.params.tickMs, (n) => this.visitAndFund(symbolOf(n), n), symbolOf);
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    for (const b of [this.longs, this.shorts, this.taker]) b?.detach();
  }

  /** Where each perpetual's bots stand, for sim_state (persisted with the spot simulator's). */
  states(): SimState[] {
    return this.sims.map(({ perp, rng }) => perpSimState(perp.symbol, rng.state));
  }

  /** The n-th visit of the loop, then the bots' margin when one is broke or every FUNDING_EVERY visits. */
  private async visitAndFund(symbol: string, n: number): Promise<void> {
    await this.visit(symbol);
    const broke = [this.longs!, this.shorts!, this.taker!].some((b) => b.broke);
    if (broke || (n + 1) % FUNDING_EVERY === 0) await this.fund();
  }

  /** One visit of one perpetual: the taker, then the maker's ladder. */
  async visit(symbol: string): Promise<void> {
    const sim = this.sims.find((s) => s.perp.symbol === symbol)!;
    const tick = this.deps.prices.tick(symbol);
    if (!tick) return;
    const def = lotDef(sim.perp);
    const params = lotParams(this.params, sim.perp);
    const fair = toUnits(tick.index);
    const book = this.book(symbol);
    const [longs, shorts, taker] = [this.longs!, this.shorts!, this.taker!];
    let budget = commandsPerVisit(this.params);
    for (const o of taker.openOrders(symbol).slice(0, budget)) {
      budget--;
      await taker.cancel(symbol, o.id);
    }
    const take = planTaker({ def, params, fair, book, rng: sim.rng });
    if (take && budget > 0) {
      budget--;
      await this.take(sim.perp, take, fair);
    }
    const orders = [...longs.openOrders(symbol), ...shorts.openOrders(symbol)];
    if (orders.length < this.params.levels) budget = 2 * this.params.levels;
    if (budget <= 0) return;
    for (const cmd of planMaker({ def, params, fair, orders, book: this.book(symbol), rng: sim.rng, budget }))
      await this.make(sim.perp, cmd);
  }

  private book(symbol: string): BookUnits {
    const d = this.deps.futures.depth(symbol, BOOK_DEPTH);
    const units = (levels: typeof d.bids) => levels.map(([p, q]) => [toUnits(p), toUnits(q)] as [bigint, bigint]);
    return { bids: units(d.bids), asks: units(d.asks) };
  }

  /** A ladder level: a close of what the other maker account holds when it covers the level, else an open. */
  private async make(perp: PerpetualInfo, cmd: BotCommand): Promise<void> {
    const symbol = perp.symbol;
    const [longs, shorts] = [this.longs!, this.shorts!];
    if (cmd.kind === 'cancel') return (longs.owns(symbol, cmd.orderId) ? longs : shorts).cancel(symbol, cmd.orderId);
    if (cmd.kind !== 'limit') return;
    const lots = cmd.quantity / ONE;
    const price = fromUnits(cmd.price, perp.pricePrecision);
    if (cmd.side === 'buy')
      return shorts.closable(symbol, 'short') >= lots
        ? shorts.send(symbol, 'short', 'close', lots, price)
        : longs.send(symbol, 'long', 'open', lots, price);
    return longs.closable(symbol, 'long') >= lots
      ? longs.send(symbol, 'long', 'close', lots, price)
      : shorts.send(symbol, 'short', 'open', lots, price);
  }

  /** The taker holds one position per perpetual: it first closes what it holds against the order's side. */
  private async take(perp: PerpetualInfo, cmd: BotCommand, fair: bigint): Promise<void> {
    if (cmd.kind === 'cancel') return;
    const taker = this.taker!;
    const symbol = perp.symbol;
    const side = cmd.kind === 'limit' ? cmd.side : cmd.kind === 'market-buy' ? 'buy' : 'sell';
    const lots = cmd.kind === 'market-buy' ? cmd.quoteAmount / fair : cmd.quantity / ONE;
    const price = cmd.kind === 'limit' ? fromUnits(cmd.price, perp.pricePrecision) : null;
    const against = side === 'buy' ? 'short' : 'long';
    if (taker.holds(symbol, against)) {
      const closable = taker.closable(symbol, against);
      return taker.send(symbol, against, 'close', lots < closable ? lots : closable, price);
    }
    return taker.send(symbol, side === 'buy' ? 'long' : 'short', 'open', lots, price);
  }

  private async fund(): Promise<void> {
    await topUpContract(this.deps, this.longs!.userId, MAKER_MARGIN);
    await topUpContract(this.deps, this.shorts!.userId, MAKER_MARGIN);
    await topUpContract(this.deps, this.taker!.userId, TAKER_MARGIN);
    for (const b of [this.longs!, this.shorts!, this.taker!]) b.broke = false;
  }
}
