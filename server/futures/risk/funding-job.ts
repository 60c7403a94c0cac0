/**
 * The funding job (docs/futures.md, Funding): at 00:00, 08:00 and 16:00 UTC each perpetual's open positions pay or
 * receive `Q × mark × |F|`, with the first tick at or after the funding time and the interval's rate. It reads the
 * one clock, runs each funding time once (the service's applyFunding is idempotent per symbol and time, and
 * lastFundingTime says where to resume), and after a restart catches up every missed time in order.
 */
import type { PerpetualInfo } from '@contract/futures';
import { PERPETUALS } from '../../catalogue/perpetuals';
import type { Clock } from '../../clock';
import { toUnits } from '../../money';
import { allocateFunding, positionQty } from '../math';
import { intervalStart } from '../price/mark-math';
import { fundingIntervalMs } from '../price/mark-step';
import type { FundingPrices, RiskTrading } from './risk-ports';

export interface FundingJobDeps {
  clock: Clock;
  trading: Pick<RiskTrading, 'openPositionsOf' | 'lastFundingTime' | 'applyFunding'>;
  prices: FundingPrices;
  perpetuals?: readonly PerpetualInfo[];
}

/** "-0.00012345" → −12_345n (units of a fraction) */
const rateUnits = (rate: string): bigint => (rate.startsWith('-') ? -toUnits(rate.slice(1)) : toUnits(rate));

export class FundingJob {
  private running: Promise<void> | null = null;
  /** per perpetual, the next funding time to apply, once known */
  private readonly nextDue = new Map<string, number>();

  constructor(private readonly deps: FundingJobDeps) {}

  /** Applies every funding time that is due and not yet applied; a call while one runs waits for it. */
  runDue(): Promise<void> {
    this.running ??= this.runAll().finally(() => (this.running = null));
    return this.running;
  }

  private async runAll(): Promise<void> {
    for (const perp of this.deps.perpetuals ?? PERPETUALS) {
      // one perpetual's failed run (e.g. a position closed meanwhile) is computed again on the next call; the others go on
      await this.catchUp(perp).catch((err: unknown) => console.error(`funding: ${perp.symbol} will be retried`, err));
    }
  }

  private async catchUp(perp: PerpetualInfo): Promise<void> {
    const now = this.deps.clock.now();
    // the job runs on every mark tick: between funding times it answers from memory, without a query
    const known = this.nextDue.get(perp.symbol);
    if (known !== undefined && now < known) return;
    const interval = fundingIntervalMs(perp);
    let time = known ?? (await this.resumeAt(perp, interval));
    if (time === null) return;
    this.nextDue.set(perp.symbol, time);
    for (; time <= now; time += interval) {
      if (!(await this.apply(perp, time))) return;
      this.nextDue.set(perp.symbol, time + interval);
    }
  }

  /** The first funding time not yet applied: after the last applied, or before any, the one after the first tick. */
  private async resumeAt(perp: PerpetualInfo, interval: number): Promise<number | null> {
    const last = await this.deps.trading.lastFundingTime(perp.symbol);
    return last === null ? this.firstFundingTime(perp, interval) : last + interval;
  }

  private async firstFundingTime(perp: PerpetualInfo, interval: number): Promise<number | null> {
    const firstTick = await this.deps.prices.tickFrom(perp, 0);
    return firstTick ? intervalStart(firstTick.ts, interval) + interval : null;
  }

  /** false when the funding time has no tick yet (it is run with the next tick) */
  private async apply(perp: PerpetualInfo, fundingTime: number): Promise<boolean> {
    const tick = await this.deps.prices.tickFrom(perp, fundingTime);
    if (!tick) return false;
    const charged = await this.deps.prices.intervalRate(perp, fundingTime);
    const rate = charged?.rate ?? '0';
    const mark = toUnits(tick.mark);
    const contractSize = toUnits(perp.contractSize);
    // only positions held at the funding time: one opened since (a funding time caught up after a restart, or a
    // position opened between the time and its first tick) neither pays nor receives it
    const held = this.deps.trading.openPositionsOf(perp.symbol).filter((p) => p.openedAt <= fundingTime);
    const positions = held.map((p) => ({ id: String(p.id), side: p.side, qty: positionQty(p.lots, contractSize) }));
    const payments = allocateFunding(positions, mark, rateUnits(rate));
    await this.deps.trading.applyFunding({
      symbol: perp.symbol,
      fundingTime,
      rate,
      tick: { mark, seq: tick.seq, ts: tick.ts },
      payments: new Map(payments.map((p) => [Number(p.positionId), p.amount])),
    });
    return true;
  }
}
