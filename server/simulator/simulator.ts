/**
 * The market simulator: one loop that visits one symbol per tick (round robin). A visit steps that
 * symbol's price process, lets the taker bot cross stale levels or trade noise, then lets the
 * liquidity bot repair its ladder, within a fixed command budget, so the whole market costs about
 * `commandsPerSecond` engine commands. Every order goes through SpotService like a user's order.
 *
 * Decisions use only the symbol's seeded random streams and a fixed simulated time step per visit,
 * never the wall clock: the same seed and the same book give the same orders.
 */
import type { Accounts } from '../accounts/accounts';
import type { SpotService } from '../engine/spot-service';
import type { Ledger } from '../ledger/ledger';
import type { Serial } from '../store/serial';
import { topUp, MAKER_FUNDING, TAKER_FUNDING } from './bot-funding';
import { BotTrader } from './bot-trader';
import type { FollowOrders } from './follow-orders';
import { planMaker } from './maker-planner';
import { PriceProcess } from './price-process';
import { Rng } from './prng';
import { commandsPerVisit, visitIntervalMs, type SimParams } from './sim-params';
import { floatToUnits } from './sim-units';
import { planTaker } from './taker-planner';
import { VisitLoop } from './visit-loop';
import type { SimState } from './sim-state';
import { SYMBOLS, type SymbolDef } from '../catalogue/symbols';

export interface SimulatorDeps {
  followOrders: FollowOrders;
  spot: Pick<SpotService, 'place' | 'cancel' | 'openOrders' | 'depth'>;
  ledger: Pick<Ledger, 'deposit' | 'balance'>;
  serial: Serial;
  accounts: Pick<Accounts, 'ensureSystemUser'>;
}

interface SymbolSim {
  def: SymbolDef;
  process: PriceProcess;
  rng: Rng;
  tick: number;
}

/** How often (in visits) the bots' balances are checked. */
const FUNDING_EVERY = 600;

export class Simulator {
  private sims: SymbolSim[] = [];
  private readonly loop = new VisitLoop();
  private maker: BotTrader | null = null;
  private taker: BotTrader | null = null;

  constructor(
    private readonly deps: SimulatorDeps,
    private readonly params: SimParams,
  ) {}

  async start(states: readonly SimState[]): Promise<void> {
    const bySymbol = new Map(states.map((s) => [s.symbol, s]));
    // catalogue order, so the round robin does not depend on how the states were read
    this.sims = SYMBOLS.flatMap((def) => {
      const s = bySymbol.get(def.symbol);
      if (!s) return [];
      const process = new PriceProcess(
        { anchor: Number(def.startPrice), volatility: def.volatility, halfLifeMs: this.params.processHalfLifeMs },
        s.process,
      );
      return [{ def, process, rng: new Rng(s.botRng), tick: s.tick }];
    });
    const runId = Date.now().toString(36);
    const makerId = await this.deps.accounts.ensureSystemUser('market-maker');
    const takerId = await this.deps.accounts.ensureSystemUser('market-taker');
    this.maker = new BotTrader(this.deps.spot, this.deps.followOrders, makerId, `mm-${runId}`);
    this.taker = new BotTrader(this.deps.spot, this.deps.followOrders, takerId, `tk-${runId}`);
    await this.maker.attach();
    await this.taker.attach();
    await this.fund();
    if (this.sims.length === 0) return;
    const simOf = (n: number) => this.sims[n % this.sims.length]!;
    this.loop.start(
      this.params.tickMs,
      (n) => this.visitAndFund(simOf(n), n),
      (n) => simOf(n).def.symbol,
    );
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    this.maker?.detach();
    this.taker?.detach();
  }

  /** Where every symbol's simulation stands, for persisting. */
  states(): SimState[] {
    return this.sims.map((s) => ({ symbol: s.def.symbol, tick: s.tick, process: s.process.state, botRng: s.rng.state }));
  }

  /** The n-th visit of the loop, then the bots' funding when one is broke or every FUNDING_EVERY visits. */
  private async visitAndFund(sim: SymbolSim, n: number): Promise<void> {
    await this.visit(sim);
    const broke = this.maker!.broke || this.taker!.broke;
    if (broke || (n + 1) % FUNDING_EVERY === 0) await this.fund();
  }

  private async visit(sim: SymbolSim): Promise<void> {
    const def = sim.def;
    const params = this.params;
    const fair = floatToUnits(sim.process.step(visitIntervalMs(params, this.sims.length)), def.pricePrecision, 'round');
    sim.tick++;
    const taker = this.taker!;
    const maker = this.maker!;
    let budget = commandsPerVisit(params);
    // a taker order only rests when someone else moved the book in between: take it back
    for (const o of taker.openOrders(def).slice(0, budget)) {
      budget--;
      await taker.execute(def, { kind: 'cancel', orderId: o.id });
    }
    const take = planTaker({ def, params, fair, book: taker.book(def), rng: sim.rng });
    if (take && budget > 0) {
      budget--;
      await taker.execute(def, take);
    }
    const orders = maker.openOrders(def);
    // An empty or half-built ladder (first start, after a sweep) is laid out in one visit, so a
    // fresh market shows a full book at once; afterwards the ladder is repaired within the budget.
    if (orders.length < params.levels) budget = 2 * params.levels;
    if (budget <= 0) return;
    for (const cmd of planMaker({ def, params, fair, orders, book: maker.book(def), rng: sim.rng, budget })) await maker.execute(def, cmd);
  }

  private async fund(): Promise<void> {
    await topUp(this.deps, this.maker!.userId, MAKER_FUNDING);
    await topUp(this.deps, this.taker!.userId, TAKER_FUNDING);
    this.maker!.broke = false;
    this.taker!.broke = false;
  }
}
