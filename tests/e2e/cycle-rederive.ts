/**
 * docs/cycle.md's settlement, re-derived from one order's evidence alone: the entry and exit ticks must be the first
 * recorded at or after the open and expiry times (the tick before each is earlier and has the sequence number just
 * before), and the outcome, profit and payout must follow from their prices and the order's period row.
 */
import type { CycleEvidence, CycleOutcome, CycleRules, IndexTick } from '@contract/cycle';
import { add, compare, sub } from '../../src/decimal';
import { cycleFee, cycleProfit } from '../../src/state/cycle/cycleMath';

export interface Rederived {
  outcome: CycleOutcome;
  profit: string;
  payout: string;
  /** what the stored order says differently, in words; empty when it agrees with the rules */
  mismatches: string[];
}

function firstAtOrAfter(name: string, tick: IndexTick, before: IndexTick | null, time: number): string[] {
  const wrong: string[] = [];
  if (tick.ts < time) wrong.push(`${name} tick ${tick.seq} is before ${time}`);
  if (before && before.ts >= time) wrong.push(`${name}: an earlier tick (${before.seq}) is already at or after ${time}`);
  if (before && before.seq + 1 !== tick.seq) wrong.push(`${name}: tick ${tick.seq} does not follow ${before.seq}`);
  return wrong;
}

export function rederive({ order, beforeEntry, beforeExit, period }: CycleEvidence, rules: CycleRules): Rederived {
  const mismatches = [
    ...firstAtOrAfter('entry', order.entry, beforeEntry, order.openTime),
    ...(order.exit ? firstAtOrAfter('exit', order.exit, beforeExit, order.expiryTime) : ['no exit tick']),
  ];
  const published = rules.periods.find((p) => p.seconds === order.periodSeconds);
  if (order.rulesVersion !== rules.version || JSON.stringify(published) !== JSON.stringify(period))
    mismatches.push('not the published period row');
  if (order.expiryTime !== order.openTime + order.periodSeconds * 1000) mismatches.push('expiry is not open time + period');
  const moved = order.exit ? compare(order.exit.price, order.entry.price) : 0;
  const outcome: CycleOutcome = moved === 0 ? 'tie' : moved > 0 === (order.direction === 'up') ? 'win' : 'lose';
  const fee = cycleFee(order.stake, period);
  const winProfit = cycleProfit(order.stake, period);
  const profit = outcome === 'win' ? sub(winProfit, fee) : outcome === 'lose' ? sub('0', add(order.stake, fee)) : '0';
  const payout = outcome === 'win' ? add(order.stake, winProfit) : outcome === 'lose' ? '0' : add(order.stake, fee);
  if (compare(fee, order.fee) !== 0) mismatches.push(`fee ${order.fee}, rules say ${fee}`);
  if (order.outcome !== outcome) mismatches.push(`outcome ${order.outcome}, rules say ${outcome}`);
  if (order.profit === null || compare(order.profit, profit) !== 0) mismatches.push(`profit ${order.profit}, rules say ${profit}`);
  if (order.payout === null || compare(order.payout, payout) !== 0) mismatches.push(`payout ${order.payout}, rules say ${payout}`);
  return { outcome, profit, payout, mismatches };
}
